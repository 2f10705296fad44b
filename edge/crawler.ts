import { isbot } from 'isbot';

/**
 * Whether a request comes from a crawler (link previews: WhatsApp, facebookexternalhit,
 * LinkedInBot, Twitterbot, Slackbot, TelegramBot, Discordbot, Applebot; search engines), by
 * its User-Agent, from the maintained list of the `isbot` package. A crawler's visit is not a
 * tap (ADR 0011): it is answered from `count=false`. Headless browsers count as crawlers too.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}

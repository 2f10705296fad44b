import type { Schemas } from '@/api/client';
import { brand } from '@/config/brand';
import { href } from '@/config/paths';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { escapeHtml } from '@/lib/escape-html';
import type { Language } from '@/i18n/languages';
import { cardLanguages, ogLocale, type ServedLanguage } from './language';

type Profile = Schemas['PublicProfile'];

/** The 1200×630 preview image shipped in `public/` for cards without an http(s) logo. */
export const defaultImagePath = '/og-default.png';

/** Longest `description` / `og:description` taken from the card's description (characters). */
const descriptionLength = 160;

/** The start of a text on one line, cut at a word and marked with '…' when longer than `max`. */
export function textStart(text: string, max = descriptionLength): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The canonical public URL of a card: `{origin}/profile/{id}`, never with `count`. */
export function canonicalUrl(origin: string, id: string): string {
  return `${origin}${href('card', { profileId: id })}`;
}

/** The URL of a card's version in `language`: its canonical URL with `?lang=`. */
export function languageUrl(canonical: string, language: Language): string {
  const url = new URL(canonical);
  url.searchParams.set('lang', language);
  return url.href;
}

/** A card page's language as the head tells it: the language served and the title in it. */
export type HeadLanguage = { served: ServedLanguage; title: string };

/**
 * What a link preview shows of a card (ADR 0011): the title '{name} - Profile' (spec §2; in
 * `language`, its title), the description (the tag line, else the description's start), the
 * canonical URL and the image (the logo when it is an http(s) URL, else the default preview
 * image of this origin). The canonical URL of a language's own version (`?lang=` chose it) is
 * that version's URL: Google wants each language version canonical to itself, not to another
 * language (https://developers.google.com/search/docs/specialty/international/localized-versions).
 */
export function cardPreview(profile: Profile, origin: string, language?: HeadLanguage) {
  const { name, tagLine, description, logo } = profile.general;
  const logoUrl = logo.content.trim();
  const ownImage = isHttpUrl(logoUrl);
  const canonical = canonicalUrl(origin, profile._id);
  return {
    title: language?.title ?? `${name} - Profile`,
    name,
    description: textStart(tagLine.trim() || description),
    url: language?.served.chosen ? languageUrl(canonical, language.served.tag) : canonical,
    image: ownImage ? logoUrl : `${origin}${defaultImagePath}`,
    /** The default image is 1200×630: a large preview; a logo is shown small beside the text. */
    twitterCard: ownImage ? 'summary' : 'summary_large_image',
  };
}

const meta = (attr: 'name' | 'property', key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;

/**
 * The head elements that name a card page's language and its other languages, every value
 * HTML-escaped:
 * - `og:locale` and one `og:locale:alternate` per other language the card is offered in (Open
 *   Graph protocol, https://ogp.me/#optional; the locales by {@link ogLocale});
 * - one `<link rel="alternate" hreflang>` per language, this one included, to the card's URL
 *   with `?lang=`, and `hreflang="x-default"` to the canonical URL, the page that picks the
 *   language from `Accept-Language` (Google, "Tell Google about localized versions of your
 *   page": each version lists itself and every other;
 *   https://developers.google.com/search/docs/specialty/international/localized-versions).
 */
export function languageHeadTags(canonical: string, served: Language): string[] {
  const link = (hreflang: string, url: string) =>
    `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(url)}" />`;
  return [
    meta('property', 'og:locale', ogLocale(served)),
    ...cardLanguages
      .filter((tag) => tag !== served)
      .map((tag) => meta('property', 'og:locale:alternate', ogLocale(tag))),
    ...cardLanguages.map((tag) => link(tag, languageUrl(canonical, tag))),
    link('x-default', canonical),
  ];
}

/**
 * The `<head>` elements of a card's page, every value HTML-escaped: `<title>`, description,
 * canonical link, Open Graph and Twitter tags, and with `language` the page's language and its
 * alternates (`languageHeadTags`).
 */
export function cardHeadTags(profile: Profile, origin: string, language?: HeadLanguage): string {
  const p = cardPreview(profile, origin, language);
  const tags = [
    `<title>${escapeHtml(p.title)}</title>`,
    p.description ? meta('name', 'description', p.description) : '',
    `<link rel="canonical" href="${escapeHtml(p.url)}" />`,
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', brand.productName),
    meta('property', 'og:title', p.name),
    p.description ? meta('property', 'og:description', p.description) : '',
    meta('property', 'og:url', p.url),
    meta('property', 'og:image', p.image),
    p.twitterCard === 'summary' ? '' : meta('property', 'og:image:width', '1200'),
    p.twitterCard === 'summary' ? '' : meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', p.twitterCard),
    ...(language ? languageHeadTags(canonicalUrl(origin, profile._id), language.served.tag) : []),
  ];
  return tags.filter(Boolean).join('\n    ');
}

import { accentHex } from '@/card/profile-card/card-style';
import { escapeHtml } from '@/lib/escape-html';
import { defaultLogoName, filledEmails, filledPhones, safeUrl } from '@/lib/vcard/card-fields';
import { wellFormed } from '@/lib/vcard/well-formed';
import { untitledCard, type KitCard } from './kit-card';

/** An e-mail signature in the two forms a clipboard item carries. */
export type Signature = { html: string; text: string };

/** Longest signature HTML in bytes of UTF-8 (the share kit's requirement: under 10 KB). */
export const maxSignatureBytes = 10 * 1024;

/** Longest shown name and tag line in characters: the contract's maxLength of each. */
const maxName = 100;
const maxTagLine = 150;
/** Longest logo or website URL used, escaped; a longer one is left out rather than bloat the HTML. */
const maxUrl = 1000;
/** Longest website shown as link text, in characters. */
const maxShownUrl = 60;

/** One line of text: well-formed, control characters and runs of white space as one space. */
function oneLine(value: string, max = Infinity): string {
  const text = wellFormed(value)
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim();
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

/**
 * The logo a signature may show: an absolute http(s) URL that is not the default logo and not
 * an SVG (Gmail and Outlook do not show SVG). A `data:` image or a same-origin path is left out:
 * e-mail clients drop inline images and cannot resolve a path against this site.
 */
export function signatureLogoUrl(logo: KitCard['general']['logo']): string | undefined {
  if (logo.name === defaultLogoName) return undefined;
  const url = safeUrl(logo.content);
  if (!url || escapeHtml(url).length > maxUrl) return undefined;
  return /\.svg$/i.test(new URL(url).pathname) ? undefined : url;
}

/** A website as people read it: no scheme, no trailing slash. */
const shownUrl = (url: string) =>
  oneLine(url.replace(/^https?:\/\//i, '').replace(/\/$/, ''), maxShownUrl);

/* eslint-disable lingui/no-unlocalized-strings -- markup, and words for other people: English
   in every language of the page (docs/share-kit.md) */
/**
 * The owner's e-mail signature from a card: name, tag line, the first phone
 * and e-mail as `tel:` and `mailto:` links, the http(s) website, the logo (see
 * {@link signatureLogoUrl}), the accent colour and a 'Save my contact' link to `cardUrl` (the
 * card's canonical URL). The HTML is what e-mail clients keep (Gmail, Outlook, Apple Mail): a
 * table with inline styles, no classes, scripts or external CSS; every value is escaped and
 * links are only the ones built here. Empty fields are left out. Its own words are English in
 * every language of the page: it is for the owner's contacts (docs/share-kit.md). The HTML
 * stays under {@link maxSignatureBytes}: names are cut to the contract's lengths and long URLs
 * dropped.
 */
export function buildSignature(card: KitCard, cardUrl: string): Signature {
  const accent = accentHex[card.style.accent] ?? accentHex.blue;
  const name = oneLine(card.general.name, maxName) || untitledCard;
  const tagLine = oneLine(card.general.tagLine, maxTagLine);
  const phone = filledPhones(card.contact.phone)[0]?.international;
  const email = filledEmails(card.contact.email)[0]?.address;
  const website = safeUrl(card.socials.website);
  const site = website && escapeHtml(website).length <= maxUrl ? website : undefined;
  const logo = signatureLogoUrl(card.general.logo);

  const link = (href: string, text: string) =>
    `<a href="${escapeHtml(href)}" style="color:${accent};text-decoration:none">${escapeHtml(text)}</a>`;
  const row = (content: string, style = '') =>
    `<tr><td style="padding:0;${style}">${content}</td></tr>`;
  const rows = [
    row(escapeHtml(name), 'font-size:16px;font-weight:bold;color:#111827'),
    tagLine && row(escapeHtml(tagLine), 'color:#4b5563'),
    phone && row(`Phone: ${link(`tel:${phone}`, phone)}`, 'padding-top:4px'),
    email && row(`E-mail: ${link(`mailto:${email}`, email)}`),
    site && row(`Web: ${link(site, shownUrl(site))}`),
    row(
      `<a href="${escapeHtml(cardUrl)}" style="display:inline-block;padding:6px 12px;background-color:${accent};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">Save my contact</a>`,
      'padding-top:8px',
    ),
  ].filter(Boolean);
  const logoCell = logo
    ? `<td style="padding:0 12px 0 0;vertical-align:top"><img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" width="64" style="display:block;width:64px;height:auto;border:0"></td>`
    : '';
  const html =
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.4;color:#1f2937"><tr>` +
    logoCell +
    `<td style="padding:0 0 0 12px;border-left:3px solid ${accent};vertical-align:top">` +
    `<table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse">${rows.join('')}</table>` +
    `</td></tr></table>`;

  const text = [
    name,
    tagLine,
    phone && `Phone: ${phone}`,
    email && `E-mail: ${email}`,
    site && `Web: ${site}`,
    `Save my contact: ${cardUrl}`,
  ]
    .filter(Boolean)
    .join('\n');
  return { html, text };
}
/* eslint-enable lingui/no-unlocalized-strings */

/** The signature HTML as a standalone page, for the sandboxed preview frame. */
export function signaturePage(html: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"></head><body style="margin:12px;background:#ffffff">${html}</body></html>`;
}

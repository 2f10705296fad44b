import type { Schemas } from '@/api/client';
import { brand } from '@/config/brand';
import { isHttpUrl } from '@/lib/validation/plain-rules';
import { escapeHtml } from '@/lib/escape-html';

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
  return `${origin}/profile/${encodeURIComponent(id)}`;
}

/**
 * What a link preview shows of a card (ADR 0011): the title '{name} - Profile' (spec §2), the
 * description (the tag line, else the description's start), the canonical URL and the image
 * (the logo when it is an http(s) URL, else the default preview image of this origin).
 */
export function cardPreview(profile: Profile, origin: string) {
  const { name, tagLine, description, logo } = profile.general;
  const logoUrl = logo.content.trim();
  const ownImage = isHttpUrl(logoUrl);
  return {
    title: `${name} - Profile`,
    name,
    description: textStart(tagLine.trim() || description),
    url: canonicalUrl(origin, profile._id),
    image: ownImage ? logoUrl : `${origin}${defaultImagePath}`,
    /** The default image is 1200×630: a large preview; a logo is shown small beside the text. */
    twitterCard: ownImage ? 'summary' : 'summary_large_image',
  };
}

/**
 * The `<head>` elements of a card's page, every value HTML-escaped: `<title>`, description,
 * canonical link, Open Graph and Twitter tags.
 */
export function cardHeadTags(profile: Profile, origin: string): string {
  const p = cardPreview(profile, origin);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
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
  ];
  return tags.filter(Boolean).join('\n    ');
}

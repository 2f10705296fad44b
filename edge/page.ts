import { escapeHtml } from '@/lib/escape-html';
import { jsonForScript } from './escape';

/** The id of the data block that carries the card answer to the browser (embedded-card.ts). */
export const dataBlockId = 'card-answer';

/** What the card answer block holds: the API's status and body, as the browser would read them. */
export type EmbeddedAnswer = { status: number; body: unknown };

const rootOpen = '<div id="root">';

/**
 * The built profile.html with `#root`'s content (the loading skeleton) replaced by `markup`, the
 * root marked as server-rendered (`data-edge-rendered`, the browser hydrates it). Returns
 * undefined when profile.html does not have the shape this expects (the caller then serves it
 * unchanged).
 */
function withRoot(html: string, markup: string): string | undefined {
  const start = html.indexOf(rootOpen);
  const bodyEnd = html.lastIndexOf('</body>');
  // #root is the body's last element (profile.html): its end tag is the body's last </div>.
  const end = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) return undefined;
  return `${html.slice(0, start)}<div id="root" data-edge-rendered="">${markup}${html.slice(end)}`;
}

/**
 * The data block, at the end of the body: module scripts run once the document is parsed, so
 * the dispatcher finds it; a `type` that is not JavaScript is never executed (CSP-safe).
 */
function withAnswer(html: string, answer: EmbeddedAnswer): string {
  const block = `  <script type="application/json" id="${dataBlockId}">${jsonForScript(answer)}</script>\n  `;
  const at = html.lastIndexOf('</body>');
  return `${html.slice(0, at)}${block}${html.slice(at)}`;
}

/**
 * `html` with its `<html>` start tag's `lang` and `dir` set to `language`'s (any it had are
 * replaced): the language of the text for screen readers, fonts and hyphenation, and its
 * direction (HTML, https://html.spec.whatwg.org/multipage/dom.html#the-lang-and-xml:lang-attributes).
 * The card page in the browser reads `lang` to know the language the server rendered in
 * (src/card/card-page.tsx). Unchanged when there is no `<html>` start tag.
 */
function withLanguage(html: string, language: { tag: string; dir: 'ltr' | 'rtl' }): string {
  return html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const others = attributes.replace(/\s(?:lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '');
    return `<html${others} lang="${escapeHtml(language.tag)}" dir="${escapeHtml(language.dir)}">`;
  });
}

/**
 * A card's page: profile.html with the card's head tags (replacing the default title and
 * description), its CSS inlined in place of its stylesheet links, its background, its markup
 * in `#root`, the answer in a data block and `<html lang dir>` of the language the card is rendered
 * in. `headTags` must be escaped already (head.ts); `css` and `background` are the
 * build's and the theme's, never card data. Undefined when profile.html is not as built.
 */
export function cardPage(
  html: string,
  page: {
    headTags: string;
    css: string;
    background: string;
    markup: string;
    answer: EmbeddedAnswer;
    language: { tag: string; dir: 'ltr' | 'rtl' };
  },
): string | undefined {
  const rooted = withRoot(withLanguage(html, page.language), page.markup);
  if (rooted === undefined) return undefined;
  const head = [
    page.headTags,
    `<style>${page.css}</style>`,
    // The card's theme from the first paint (profile.html paints the dark default).
    `<style>body{background-color:${page.background}}</style>`,
  ].join('\n    ');
  // Slices and replacer functions only: a replacement string would read `$&`, `$\`` and `$'`
  // in card data as patterns (`$\`` pastes the whole document before the match).
  const withoutDefaults = rooted
    // The card's stylesheets come inlined (`css`): their links would block the first paint.
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      () => `<meta name="theme-color" content="${page.background}"`,
    );
  const headEnd = withoutDefaults.indexOf('</head>');
  if (headEnd < 0) return undefined;
  const withHead = `${withoutDefaults.slice(0, headEnd)}  ${head}\n  ${withoutDefaults.slice(headEnd)}`;
  return withAnswer(withHead, page.answer);
}

/**
 * profile.html unchanged but for the answer block: an unknown or inactive card, whose page is
 * the app's (the browser hands over to /error with the server's message, without asking again).
 */
export function answerPage(html: string, answer: EmbeddedAnswer): string {
  return withAnswer(html, answer);
}

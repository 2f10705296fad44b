import { StrictMode } from 'react';
// The Web Streams build: no Node built-ins, so it runs on workerd, Deno and Node alike.
import { renderToString } from 'react-dom/server.edge';
import type { Messages } from '@lingui/core';
import type { Schemas } from '@/api/client';
import { CardPage, cardTitle, translationFor } from '@/card/card-page';
import { cardCatalogue, i18n } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

/** Never called on the server: the footer's Logout hands over to the app in the browser only. */
const noApp = () => Promise.resolve();

/** What the renderer writes of a card in one language: its markup and its page title. */
export type RenderedCard = { markup: string; title: string };

/**
 * Runs `render` with `language` active in Lingui's `i18n`, then puts the previous language back.
 *
 * The card's components take their words from the `t` macro of `@lingui/core/macro`, which
 * compiles to calls on Lingui's global `i18n` (the card ships `@lingui/core` alone, no
 * `I18nProvider`: docs/decisions/0018-languages-library.md). Lingui's advice for servers is an
 * instance per request (`setupI18n`) handed to the React tree, because a global one switched by
 * one request while another awaits renders the other in the wrong language
 * (https://github.com/lingui/js-lingui/discussions/1804). Here no request can run in between:
 * `render` is synchronous (`renderToString` renders the whole tree before it returns), a
 * worker runs one piece of JavaScript at a time, and nothing awaits between `activate` and the
 * end of `render`. The catalogue is loaded (awaited) before. Streaming the render
 * (`renderToReadableStream`) would break this: the card would then need an instance per
 * request passed to every `t`.
 */
function inLanguage<T>(language: Language, messages: Messages, render: () => T): T {
  const previous = i18n.locale;
  i18n.load(language, { ...messages }); // a copy: Lingui merges later loads into it
  i18n.activate(language);
  try {
    return render();
  } finally {
    i18n.activate(previous);
  }
}

/**
 * The card page's markup in `language`, the same tree `startCardPage` (src/card/card-page.tsx)
 * renders in the browser (so the browser hydrates it without a mismatch when it resolves the
 * same language): the card in its theme, its tabs and the footer; and the page's title in that
 * language. `data` is the card answer's (its optional capabilities decide what the card offers).
 * The language's card catalogue is the browser's (`cardCatalogue`, src/i18n/i18n.ts).
 */
export async function renderCard(
  data: Schemas['PublicProfileEnvelope']['data'],
  language: Language,
): Promise<RenderedCard> {
  // The card's own words in `language` where it has them, checked as the browser checks them
  // (`cardTranslation`), so the browser hydrates the same words.
  const [messages, translation] = await Promise.all([
    cardCatalogue(language),
    translationFor(data.profile, language),
  ]);
  return inLanguage(language, messages, () => ({
    markup: renderToString(
      <StrictMode>
        <CardPage data={data} openApp={noApp} translation={translation} />
      </StrictMode>,
    ),
    title: cardTitle(
      (translation?.inLanguage(translation.profile, language) ?? data.profile).general.name,
    ),
  }));
}

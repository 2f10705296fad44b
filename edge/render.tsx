import { StrictMode } from 'react';
// The Web Streams build: no Node built-ins, so it runs on workerd, Deno and Node alike.
import { renderToString } from 'react-dom/server.edge';
import type { Schemas } from '@/api/client';
import { CardPage } from '@/card/card-page';

/** Never called on the server: the footer's Logout hands over to the app in the browser only. */
const noApp = () => Promise.resolve();

/**
 * The card page's markup, the same tree `startCardPage` (src/card/card-page.tsx) renders in
 * the browser (so the browser hydrates it without a mismatch): the card in its theme, its tabs and the footer.
 * `data` is the card answer's (its optional capabilities decide what the card offers).
 */
export function renderCard(data: Schemas['PublicProfileEnvelope']['data']): string {
  return renderToString(
    <StrictMode>
      <CardPage data={data} openApp={noApp} />
    </StrictMode>,
  );
}

/**
 * The in-browser mock backend's module in mock mode (`VITE_API_MOCKING=browser`: `npm start`,
 * the demo build), else `undefined`. Compared with the literal, which Vite inlines, so every
 * other build drops the import and ships no mock code. Both entries (the app's src/main.tsx,
 * the card's src/card/main.tsx) start it before their first request, which it must answer,
 * and mount its panel after the page.
 */
export const loadMockMode =
  import.meta.env.VITE_API_MOCKING === 'browser' ? () => import('./mock-mode') : undefined;

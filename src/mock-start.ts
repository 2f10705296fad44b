import { holdScenarioLink } from './mock-scenario-link';

const mocking = import.meta.env.VITE_API_MOCKING === 'browser';

// Both entries import this module first, so this runs before anything can leave or rewrite the
// address: a shared `?scenario=` link is held for the tab, so it holds even if the page is left
// before the mock backend has started.
if (mocking) holdScenarioLink();

/**
 * The in-browser mock backend's module in mock mode (`VITE_API_MOCKING=browser`: `npm start`,
 * the demo build), else `undefined`. Compared with the literal, which Vite inlines, so every
 * other build drops the import and ships no mock code. Both entries (the app's src/main.tsx,
 * the card's src/card/main.tsx) start it before their first request, which it must answer,
 * and mount its panel after the page.
 */
export const loadMockMode = mocking ? () => import('./mock-mode') : undefined;

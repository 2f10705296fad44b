/**
 * A shared scenario link of the in-browser mock (`?scenario=name`, docs/mock-backend.md), held
 * for the tab from the first line of start-up until the mock backend applies it. Mock mode only:
 * src/mock-start.ts, which both entries import first, calls {@link holdScenarioLink} behind the
 * `VITE_API_MOCKING` literal, so
 * production builds drop this module.
 *
 * Why: the mock backend starts after its chunk has loaded (src/mock-mode.tsx, a dynamic import),
 * which on a slow or loaded machine ends after the page's `load` event. A tab that moved on
 * before that (a test's next `page.goto`, QA clicking on at once) lost the parameter with the
 * document that held it, and the next page started on the scenario the tab had before.
 * sessionStorage outlives the document, so the next page of the tab takes the scenario instead.
 */
const heldScenarioKey = 'tapcard-mock-scenario-link';

/**
 * Moves `?scenario=` from the address into sessionStorage, synchronously, and drops it from the
 * address (history replaced, other parameters and the hash kept), so a reload keeps what QA did
 * since. Does nothing without the parameter. The name is checked when it is taken.
 */
export function holdScenarioLink(
  location: Location = window.location,
  history: History = window.history,
  storage: Storage = sessionStorage,
): void {
  const url = new URL(location.href);
  const wanted = url.searchParams.get('scenario');
  if (wanted === null) return;
  storage.setItem(heldScenarioKey, wanted);
  url.searchParams.delete('scenario');
  history.replaceState(history.state, '', url);
}

/**
 * The scenario name {@link holdScenarioLink} held for this tab, once (it is removed), or null.
 * Unchecked: the caller tells a known scenario from an unknown one (mocks/scenarios.ts).
 */
export function takeScenarioLink(storage: Storage = sessionStorage): string | null {
  const wanted = storage.getItem(heldScenarioKey);
  storage.removeItem(heldScenarioKey);
  return wanted;
}

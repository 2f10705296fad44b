import { afterEach, expect, test } from 'vitest';
import { holdScenarioLink, takeScenarioLink } from './mock-scenario-link';

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

test('a shared ?scenario= link is held for the tab and left out of the address, the rest kept', () => {
  window.history.replaceState({ usr: 'kept' }, '', '/profile/abc?scenario=spec-only&s=qr#top');
  holdScenarioLink();
  expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
    '/profile/abc?s=qr#top',
  );
  expect(window.history.state).toEqual({ usr: 'kept' });
  // A later page of the tab (this document left before its mock started) still finds it.
  expect(takeScenarioLink()).toBe('spec-only');
  expect(takeScenarioLink()).toBeNull();
});

test('without the parameter nothing is held and the address is untouched', () => {
  window.history.replaceState(null, '', '/login?next=%2Fdashboard');
  holdScenarioLink();
  expect(window.location.search).toBe('?next=%2Fdashboard');
  expect(takeScenarioLink()).toBeNull();
});

test('a later link replaces one held earlier; an unknown name is held for the mock to refuse', () => {
  window.history.replaceState(null, '', '/login?scenario=empty-account');
  holdScenarioLink();
  window.history.replaceState(null, '', '/login?scenario=no-such-scenario');
  holdScenarioLink();
  expect(takeScenarioLink()).toBe('no-such-scenario');
});

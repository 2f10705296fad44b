import { devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * What every Playwright project of ours uses (playwright.config.ts, edge/playwright.config.ts):
 * Debian's Chromium as a desktop Chrome. A trace is recorded only on a failed test's retry (CI
 * retries once): recording one for every test (its DOM snapshots and screencast) took the CPU the
 * journeys themselves need on two cores (measured: the public card's 35 journeys in 4.1 min with
 * four failing on the first screen's 10 s wait, 2.3 min and all passing with traces on retry).
 */
export function playwrightUse() {
  return {
    trace: 'on-first-retry' as const,
    launchOptions: chromiumLaunchOptions(),
    ...devices['Desktop Chrome'],
  };
}

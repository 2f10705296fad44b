import { devices } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

/**
 * What every Playwright project of ours uses (playwright.config.ts, edge/playwright.config.ts):
 * Debian's Chromium as a desktop Chrome, with a trace kept for a failed test.
 */
export function playwrightUse() {
  return {
    trace: 'retain-on-failure' as const,
    launchOptions: chromiumLaunchOptions(),
    ...devices['Desktop Chrome'],
  };
}

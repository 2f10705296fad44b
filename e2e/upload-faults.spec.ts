import type { Page, Route } from '@playwright/test';
import { accounts, cards, expect, login, test } from './fixtures';

/**
 * The logo upload in the fault table (tests/faults/). jsdom cannot send a multipart file, so this
 * call is faulted here, in Chromium, over the app's real network path (Playwright's routing
 * does not see requests a service worker answers, hence @http-only).
 */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseLogo(page: Page) {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const details = page.getByRole('region', { name: 'Edit Details' });
  await details.getByRole('tab', { name: 'Logo' }).click();
  await page
    .getByLabel('Choose a logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'New logo preview' })).toBeVisible();
}

const faults = {
  'a network failure': (route: Route) => route.abort('failed'),
  'a 500 with an HTML body': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
} as const;

for (const [name, fault] of Object.entries(faults)) {
  test(`uploadLogo with ${name} shows the fallback and keeps the chosen file @http-only`, async ({
    page,
  }) => {
    await chooseLogo(page);
    await page.route('**/api/profile/*/logo', fault);
    await page.getByRole('button', { name: 'Confirm Upload' }).click();
    await expect(page.getByText('Failed to update logo.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'New logo preview' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm Upload' })).toBeEnabled();
  });
}

test('uploadLogo with a 401 mid-session sends the user to /login @http-only', async ({ page }) => {
  await chooseLogo(page);
  await page.route('**/api/profile/*/logo', (route) =>
    route.fulfill({ status: 401, json: { success: false, message: 'Please login.' } }),
  );
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  // Signing in again leads back to the editor.
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmy-profiles%2F\w+$/);
});

test('uploadLogo with a slow answer shows a busy button, then the new logo @http-only', async ({
  page,
}) => {
  await chooseLogo(page);
  await page.route('**/api/profile/*/logo', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const confirm = page.getByRole('button', { name: 'Confirm Upload' });
  await confirm.click();
  await expect(confirm).toHaveAttribute('data-loading', 'true');
  await expect(page.getByText('Logo updated successfully !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete logo' })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { readWithVobject } from '../tests/vcard/vcard-readers.ts';
import { accounts, cards, expect, login, test } from './fixtures';

/** The owner's share kit in Chromium (docs/share-kit.md: signature, backgrounds, offline QR). */

const work = mkdtempSync(path.join(tmpdir(), 'share-kit-'));

// Each journey logs in, loads the kit and draws or decodes full-size images: room on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Width and height of a PNG file, from its IHDR chunk (PNG spec §11.2.2). */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** What zbarimg decodes from an image (one code; the trailing newline it adds removed). */
const decode = (file: string) =>
  execFileSync('zbarimg', ['--raw', '-q', file], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString('utf8')
    .replace(/\n$/, '');

/** Saves a download under the test's folder and returns its path. */
async function saved(download: Download, name: string) {
  const file = path.join(work, `${test.info().testId}-${name}`);
  await download.saveAs(file);
  return file;
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

/** Opens the Share dialog of `card` on the owner's list at `tab`. */
async function openShare(page: Page, card: string, tab: string) {
  await page
    .getByRole('article', { name: `Card ${card}` })
    .getByRole('button', { name: 'Share' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Share card ${card}` });
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** Logs in as the owner and opens the Share dialog of `card` at `tab`. */
async function openKit(page: Page, card: string, tab: string) {
  await login(page, accounts.owner);
  return openShare(page, card, tab);
}

/** The card's URL as a share-kit tool hands it out, with its source `s` (contract "Insights"). */
const cardLink = (page: Page, card: string, source: 'email' | 'wallpaper') =>
  new URL(`/profile/${card}?s=${source}`, page.url()).href;

test('the copied e-mail signature links the phone, the e-mail and the card', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const dialog = await openKit(page, cards.full, 'E-mail signature');
  await dialog.getByRole('button', { name: 'Copy signature' }).click();
  await expect(page.getByText('Copied to Clipboard !')).toBeVisible();
  const { html, text } = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return {
      html: await (await item!.getType('text/html')).text(),
      text: await (await item!.getType('text/plain')).text(),
    };
  });
  expect(html).toContain('Owen Owner');
  expect(html).toContain('href="tel:+919876543210"');
  expect(html).toContain('href="mailto:owen@example.com"');
  expect(html).toContain(`href="${cardLink(page, cards.full, 'email').replaceAll('&', '&amp;')}"`);
  expect(text).toContain(`Save my contact: ${cardLink(page, cards.full, 'email')}`);
  await expect(dialog.getByTitle('E-mail signature preview')).toBeVisible();
});

test('a name with markup stays text in the copied signature', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = '<b>Mina</b> & Co';
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.minimal}`);
  await page
    .getByRole('region', { name: 'Edit Details' })
    .getByRole('tab', { name: 'General' })
    .click();
  const general = page.getByRole('form', { name: 'General' });
  await general.getByLabel('Name').fill(name);
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('General data updated successfully.')).toBeVisible();
  await page.goto('/dashboard/my-profiles');
  const dialog = await openShare(page, cards.minimal, 'E-mail signature');
  await dialog.getByRole('button', { name: 'Copy signature' }).click();
  await expect(page.getByText('Copied to Clipboard !')).toBeVisible();
  const read = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const html = await (await item!.getType('text/html')).text();
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return { bold: doc.querySelectorAll('b').length, text: doc.body.textContent ?? '' };
  });
  expect(read.bold).toBe(0);
  expect(read.text).toContain(name);
});

test('the virtual background and the wallpaper carry a scannable code of the card', async ({
  page,
}) => {
  const dialog = await openKit(page, cards.full, 'Backgrounds');
  await expect(dialog.getByRole('img', { name: 'Virtual background preview' })).toBeVisible();

  const background = await download(
    page,
    dialog.getByRole('button', { name: 'Download virtual background' }),
  );
  expect(background.suggestedFilename()).toBe('Owen_Owner-background.png');
  const backgroundFile = await saved(background, 'background.png');
  expect(pngSize(backgroundFile)).toEqual({ width: 1920, height: 1080 });
  expect(decode(backgroundFile)).toBe(cardLink(page, cards.full, 'wallpaper'));

  const wallpaper = await download(
    page,
    dialog.getByRole('button', { name: 'Download phone wallpaper' }),
  );
  expect(wallpaper.suggestedFilename()).toBe('Owen_Owner-wallpaper.png');
  const wallpaperFile = await saved(wallpaper, 'wallpaper.png');
  expect(pngSize(wallpaperFile)).toEqual({ width: 1170, height: 2532 });
  expect(decode(wallpaperFile)).toBe(cardLink(page, cards.full, 'wallpaper'));
});

test('the offline QR code holds the contact itself', async ({ page }) => {
  const dialog = await openKit(page, cards.full, 'Offline QR');
  await expect(dialog.getByText('Left out to fit: social links, address.')).toBeVisible();

  const png = await download(
    page,
    dialog.getByRole('button', { name: 'Download offline QR (PNG)' }),
  );
  expect(png.suggestedFilename()).toBe('Owen_Owner-contact-qr.png');
  const [contact] = readWithVobject([decode(await saved(png, 'contact-qr.png'))]);
  expect(contact).toMatchObject({
    fn: ['Owen Owner'],
    tel: expect.arrayContaining([expect.objectContaining({ value: '+919876543210' })]),
  });

  const svg = await download(
    page,
    dialog.getByRole('button', { name: 'Download offline QR (SVG)' }),
  );
  expect(svg.suggestedFilename()).toBe('Owen_Owner-contact-qr.svg');
  expect(readFileSync(await saved(svg, 'contact-qr.svg'), 'utf8')).toMatch(/^<svg /);
});

test('every tool of the kit works from the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, accounts.owner);
  await page
    .getByRole('article', { name: `Card ${cards.light}` })
    .getByRole('button', { name: 'Share' })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Share card ${cards.light}` });
  await dialog.getByRole('tab', { name: 'Link and QR' }).focus();

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'E-mail signature' })).toBeFocused();
  await page.keyboard.press('Enter');
  const copy = dialog.getByRole('button', { name: 'Copy signature' });
  await expect(copy).toBeVisible();
  await copy.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Copied to Clipboard !')).toBeVisible();

  await dialog.getByRole('tab', { name: 'E-mail signature' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const wallpaperButton = dialog.getByRole('button', { name: 'Download phone wallpaper' });
  await expect(wallpaperButton).toBeEnabled();
  await wallpaperButton.focus();
  const [wallpaper] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(wallpaper.suggestedFilename()).toBe('Owen_Light-wallpaper.png');

  await dialog.getByRole('tab', { name: 'Backgrounds' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Download offline QR (SVG)' }).focus();
  const [svg] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(svg.suggestedFilename()).toBe('Owen_Light-contact-qr.svg');
});

/**
 * @axe-core/playwright injects axe into every frame and waits forever on the signature's
 * sandboxed preview (no scripts may run there); that tab is checked by the stories' a11y addon.
 */
test('the backgrounds and offline QR tabs have no axe violations', async ({ page }) => {
  const dialog = await openKit(page, cards.full, 'Backgrounds');
  for (const tab of ['Backgrounds', 'Offline QR']) {
    await dialog.getByRole('tab', { name: tab }).click();
    await expect(
      dialog.getByRole('tabpanel', { name: tab }).getByRole('button').first(),
    ).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[role=dialog]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
      tab,
    ).toEqual([]);
  }
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { accounts, blankCard, cards, expect, fromMailbox, login, test } from './fixtures';
import { fullCardTabs } from '../tests/support/malformed-cards.ts';

/** The dashboard in Chromium: the owner's editor, the live preview, and the admin's card work. */

const work = mkdtempSync(path.join(tmpdir(), 'dashboard-'));

// The journeys below are long (a dozen saves each); give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a details tab of the editor and returns its form. */
async function section(page: Page, name: string): Promise<Locator> {
  await page.getByRole('region', { name: 'Edit Details' }).getByRole('tab', { name }).click();
  return page.getByRole('form', { name });
}

/** Saves a section form and waits for its success toast (spec §8). */
async function save(form: Locator, toast: string) {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.page().getByText(toast)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
}

/** The public page of a card without counting a tap, in the same tab. */
async function openPublic(page: Page, id: string) {
  await page.goto(`/profile/${id}?count=false`);
}

test('an owner edits every section and the logo and sees each change on the public page', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page
    .getByRole('article', { name: `Card ${cards.minimal}` })
    .getByRole('link', { name: 'Edit' })
    .click();
  await expect(page).toHaveURL(`/dashboard/my-profiles/${cards.minimal}`);

  const general = await section(page, 'General');
  await general.getByLabel('Name').fill('Mina Minimal');
  await general.getByLabel('Tag line').fill('Potter and teacher');
  await general.getByLabel('Description').fill('Hand-thrown pottery classes every weekend.');
  await save(general, 'General data updated successfully.');

  const contact = await section(page, 'Contact');
  await contact.getByLabel('Phone 1 name').fill('Mobile');
  await contact.getByLabel('Phone 1 number').fill('9876501234');
  await contact.getByLabel('WhatsApp 1 name').fill('Chat');
  await contact.getByLabel('WhatsApp 1 number').fill('9876501234');
  await contact.getByLabel('Email 1 name').fill('Studio');
  await contact.getByLabel('Email 1 address').fill('mina@example.com');
  await save(contact, 'Contact details updated successfully.');

  const socials = await section(page, 'Socials');
  await socials.getByLabel('Website').fill('https://mina.example.com');
  await socials.getByLabel('Instagram').fill('https://www.instagram.com/mina');
  await save(socials, 'Socials updated successfully.');

  const location = await section(page, 'Location');
  await location.getByLabel('Google Maps URL').fill('https://maps.google.com/?q=Indiranagar');
  await location.getByLabel('Street').fill('5 CMH Road');
  await location.getByLabel('City').fill('Bengaluru');
  await location.getByLabel('Postal code').fill('560038');
  await save(location, 'Location updated successfully.');

  const documents = await section(page, 'Documents');
  await documents.getByLabel('Document 1 name').fill('Class schedule');
  await documents.getByLabel('Document 1 URL').fill('https://mina.example.com/schedule.pdf');
  await save(documents, 'Documents updated successfully.');

  const other = await section(page, 'Other');
  await other.getByLabel('UPI payee name').fill('Mina Minimal');
  await other.getByLabel('UPI ID').fill('mina@okaxis');
  await other.getByLabel('Google review URL').fill('https://g.page/r/mina/review');
  await save(other, 'Other details updated successfully.');

  await section(page, 'Logo');
  await page
    .getByLabel('Choose a logo file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'New logo preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Upload' }).click();
  await expect(page.getByText('Logo updated successfully !')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete logo' })).toBeVisible();

  await openPublic(page, cards.minimal);
  await expect(page.getByRole('heading', { level: 1, name: 'Mina Minimal' })).toBeVisible();
  await expect(page.getByText('Potter and teacher')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Mina Minimal logo' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await expect(page.getByRole('tab')).toHaveText(fullCardTabs);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Hand-thrown pottery classes every weekend.')).toBeVisible();

  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(panel.getByRole('link', { name: 'Phone' })).toHaveAttribute(
    'href',
    /^tel:\+919876501234$/,
  );
  await expect(panel.getByRole('link', { name: 'Email' })).toHaveAttribute(
    'href',
    'mailto:mina@example.com',
  );
  await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible();

  await page.getByRole('tab', { name: 'Socials' }).click();
  await expect(panel.getByRole('link', { name: 'Website' })).toHaveAttribute(
    'href',
    'https://mina.example.com',
  );
  await expect(panel.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/mina',
  );

  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(panel.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
    'href',
    'https://maps.google.com/?q=Indiranagar',
  );
  await panel.getByRole('button', { name: 'Address' }).click();
  await expect(page.getByRole('dialog').getByText('5 CMH Road')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(panel.getByRole('link', { name: 'Class schedule' })).toHaveAttribute(
    'href',
    'https://mina.example.com/schedule.pdf',
  );

  await page.getByRole('tab', { name: 'Other' }).click();
  await expect(panel.getByRole('link', { name: 'Review' })).toHaveAttribute(
    'href',
    'https://g.page/r/mina/review',
  );
  await panel.getByRole('button', { name: 'UPI' }).click();
  await expect(page.getByRole('dialog').getByText('mina@okaxis')).toBeVisible();
});

test('saving from the keyboard keeps the focus in the section: the next Tab goes on from there', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.minimal}`);
  const general = await section(page, 'General');
  const tagLine = general.getByLabel(/^Tag line/);
  await tagLine.fill('Saved from the keyboard');
  await general.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('General data updated successfully.')).toBeVisible();
  await expect(general.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Not the page's body: the form holds the focus, so Tab reaches its first field next.
  await expect(general).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(general.getByRole('textbox', { name: /^Name/ })).toBeFocused();
});

test('the live preview shows a style choice before it is saved', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const previewCard = page.getByRole('region', { name: 'Live Preview card' }).getByRole('article');
  const background = () => previewCard.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect.poll(background).toBe('rgb(11, 17, 32)');

  await page.getByRole('radio', { name: 'Light' }).check();
  await expect.poll(background).toBe('rgb(255, 255, 255)');
  await page.getByRole('radio', { name: 'Pink' }).check();

  // Not saved yet: the public card is still dark.
  const visitor = await page.context().newPage();
  await visitor.goto(`/profile/${cards.full}?count=false`);
  const publicCard = visitor.getByRole('article', { name: 'Owen Owner card' });
  await expect
    .poll(() => publicCard.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(11, 17, 32)');

  await page.getByRole('button', { name: 'Save styles' }).click();
  await expect(page.getByText('Styles updated successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save styles' })).toBeHidden();
  await visitor.reload();
  await expect
    .poll(() => publicCard.evaluate((el) => getComputedStyle(el).backgroundColor))
    .toBe('rgb(255, 255, 255)');
});

test('an unsaved change asks before leaving the editor', async ({ page }) => {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const general = await section(page, 'General');
  await general.getByLabel('Tag line').fill('Unsaved words');
  await page.getByRole('link', { name: 'Back to My Profiles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(general.getByLabel('Tag line')).toHaveValue('Unsaved words');
  await page.getByRole('link', { name: 'Back to My Profiles' }).click();
  await dialog.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
});

test('an admin filters, bulk-creates cards, copies the IDs, assigns one and deactivates another', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page, accounts.admin);

  await page.goto('/dashboard/all-profiles');
  await expect(page.getByRole('heading', { name: 'All Tapcard Profiles (29)' })).toBeVisible();
  await expect(page.getByLabel('Search')).toBeDisabled();
  await page.getByLabel('Filter by').selectOption('Name');
  await page.getByLabel('Search').fill('owen');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByLabel('Filter by').selectOption('Card number');
  await page.getByLabel('Search').fill(cards.light.slice(-6));
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText('Owen Light')).toBeVisible();

  await page.goto('/dashboard/create-profile');
  await page.getByLabel("Profile's name").fill('Expo badge');
  await page.getByRole('button', { name: 'Increase number of profiles' }).click();
  await page.getByRole('button', { name: 'Increase number of profiles' }).click();
  // From the keyboard: the button is busy while it creates, and its form keeps the focus.
  await page.getByRole('button', { name: 'Create' }).focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'New profile IDs' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('form', { name: 'Create profiles' })).toBeFocused();
  const ids = await list.getByRole('listitem').allTextContents();
  await page.getByRole('button', { name: 'Copy all IDs' }).click();
  await expect(page.getByText('Copied to Clipboard !')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ids.join(','));
  const [assigned, deactivated] = ids as [string, string, string];

  // The printed QR code of a new card opens that card, with the source `s=qr`.
  const sheetCode = page
    .getByRole('region', { name: 'QR codes to print' })
    .locator('figure')
    .filter({ hasText: assigned })
    .locator('svg');
  const shot = path.join(work, 'sheet-code.png');
  await sheetCode.screenshot({ path: shot });
  expect(
    execFileSync('zbarimg', ['--raw', '-q', shot], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim(),
  ).toBe(new URL(`/profile/${assigned}?s=qr`, page.url()).href);

  await page.goto(`/dashboard/all-profiles/${assigned}`);
  const meta = await section(page, 'Meta');
  await meta.getByLabel('Owner email').fill('owner@example.com');
  await save(meta, 'Meta details updated successfully.');

  await page.goto(`/dashboard/all-profiles/${deactivated}`);
  const metaOff = await section(page, 'Meta');
  await metaOff.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
  await metaOff.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate this card?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText('Meta details updated successfully.')).toBeVisible();

  await page.goto(`/profile/${deactivated}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Error : This profile is inactive.')).toBeVisible();

  // The owner now finds the assigned card among theirs.
  await page.goto('/dashboard/my-profiles');
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, accounts.owner);
  await expect(page.getByRole('heading', { name: 'My Tapcard Profiles (6)' })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `Card ${assigned}` }).getByText('Expo badge'),
  ).toBeVisible();
});

test('a new page of All Profiles opens at its top on a phone, under the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.admin);
  await page.goto('/dashboard/all-profiles');
  await expect(page.getByText(/^Showing 1–20 of/)).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  const line = page.getByText(/^Showing 21–/);
  await expect(line).toBeInViewport({ ratio: 1 });
  // Not under the sticky header.
  const header = await page.locator('.mantine-AppShell-header').boundingBox();
  const box = await line.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});

test('on a wide screen the header keeps its title above the menu as the page scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await expect(page.getByRole('region', { name: 'Edit Details' })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
  const title = page.locator('.mantine-AppShell-header').getByText('Tapcard Dashboard');
  // What a click at the title reaches: the header, not the menu scrolled over it.
  const reached = await title.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + 10, box.y + box.height / 2);
    return hit?.closest('header, nav')?.tagName;
  });
  expect(reached).toBe('HEADER');
});

test('a card downloads as a print-ready QR code in SVG and PNG', async ({ page }) => {
  await login(page, accounts.owner);
  await page
    .getByRole('article', { name: `Card ${cards.full}` })
    .getByRole('button', { name: 'Share' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Share card ${cards.full}` });
  // The Share dialog hands out its link and QR code with the source `s=share` (contract "Insights").
  const url = new URL(`/profile/${cards.full}?s=share`, page.url()).href;
  await expect(dialog.getByLabel('Card URL')).toHaveValue(url);

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download QR (SVG)' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe(`card-${cards.full}.svg`);
  const svgPath = path.join(work, 'card.svg');
  await svg.saveAs(svgPath);

  const [pngDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download QR (PNG)' }).click(),
  ]);
  expect(pngDownload.suggestedFilename()).toBe(`card-${cards.full}.png`);
  const pngPath = path.join(work, 'card.png');
  await pngDownload.saveAs(pngPath);
  const decoded = execFileSync('zbarimg', ['--raw', '-q', pngPath], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .toString()
    .trim();
  expect(decoded).toBe(url);

  // The SVG file draws the same code: render it and decode that too.
  const svgPage = await page.context().newPage();
  await svgPage.goto('about:blank');
  await svgPage.setContent(
    `<body style="margin:0;background:#fff">${readFileSync(svgPath, 'utf8')}</body>`,
  );
  const svgShot = path.join(work, 'card-svg.png');
  await svgPage.locator('svg').screenshot({ path: svgShot });
  expect(
    execFileSync('zbarimg', ['--raw', '-q', svgShot], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim(),
  ).toBe(url);
  await expect(svgPage.getByText(cards.full)).toBeVisible();
});

test('a non-admin is sent to /access-denied from every admin page @http', async ({ page }) => {
  await login(page, accounts.owner);
  for (const adminPage of [
    '/dashboard/all-profiles',
    `/dashboard/all-profiles/${cards.full}`,
    '/dashboard/create-profile',
  ]) {
    await page.goto(adminPage);
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Access Denied !' })).toBeVisible();
  }
});

test('an owner cannot open the editor of a card that is not theirs', async ({ page }) => {
  await login(page, accounts.owner);
  await page.goto(`/dashboard/my-profiles/${blankCard}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('Error : You are not allowed to do this.')).toBeVisible();
});

/** The editor's live preview and the admin's list at a phone's and a laptop's size. */
const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

for (const { name, viewport } of sizes) {
  test.describe(`on a ${name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport });

    test('unsaved content, style and web addresses show in the live preview, not on the public card', async ({
      page,
    }) => {
      await login(page, accounts.owner);
      await page.goto(`/dashboard/my-profiles/${cards.minimal}`);

      // The tabs wrap, none scrolled out of sight: the owner's seven, Exchange and Translations.
      const tabs = page.getByRole('region', { name: 'Edit Details' }).getByRole('tab');
      await expect(tabs).toHaveCount(9);
      if (name === 'desktop') {
        // Beside the forms, in view without scrolling.
        await expect(page.getByRole('region', { name: 'Live Preview card' })).toBeInViewport();
      }
      const row = page.getByTestId('editor-tabs');
      expect(await row.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);
      for (const tab of await tabs.all()) await expect(tab).toBeVisible();

      const general = await section(page, 'General');
      await general.getByLabel('Tag line').fill('Wheel-thrown mugs');
      await page.getByRole('radio', { name: 'Pink' }).check();

      const socials = await section(page, 'Socials');
      await socials.getByLabel('Instagram').fill('@mina.pots');
      await socials.getByLabel('Website').fill('mina.example.com');
      await socials.getByLabel('YouTube').focus();
      await expect(socials.getByLabel('Instagram')).toHaveValue(
        'https://www.instagram.com/mina.pots',
      );
      await expect(socials.getByLabel('Website')).toHaveValue('https://mina.example.com');
      await socials.getByLabel('X').fill('javascript:alert(1)');
      await socials.getByLabel('YouTube').focus();
      await expect(socials.getByText('Must be a valid URL without spaces')).toBeVisible();
      await socials.getByLabel('X').fill('');

      if (name === 'phone') {
        // Above the forms, in the page's flow: it never covers a field.
        const show = page.getByRole('button', { name: 'Show live preview' });
        await show.click();
      }
      const preview = page.getByRole('region', { name: 'Live Preview card' });
      await expect(preview.getByText('Wheel-thrown mugs')).toBeVisible();
      await expect(page.getByText('Unsaved changes')).toBeVisible();
      await preview.getByRole('tab', { name: /socials/i }).click();
      await expect(preview.getByRole('link', { name: /instagram/i })).toHaveAttribute(
        'href',
        'https://www.instagram.com/mina.pots',
      );

      const visitor = await page.context().newPage();
      await openPublic(visitor, cards.minimal);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByText('Wheel-thrown mugs')).toHaveCount(0);
      await visitor.close();

      if (name === 'phone') await page.getByRole('button', { name: 'Hide live preview' }).click();
      await save(socials, 'Socials updated successfully.');
    });

    test('an admin filters by status, sees owners, confirms a deactivation and a redirect target', async ({
      page,
    }) => {
      await login(page, accounts.admin);
      await page.goto('/dashboard/all-profiles');
      await expect(page.getByRole('heading', { name: 'All Tapcard Profiles (29)' })).toBeVisible();
      const full = page.getByRole('article', { name: `Card ${cards.full}` });
      await expect(full.getByText('owner@example.com')).toBeVisible();

      await page.getByLabel('Status').selectOption('Redirect');
      await expect(page.getByRole('heading', { name: 'All Tapcard Profiles (1)' })).toBeVisible();
      await expect(
        page.getByRole('article', { name: `Card ${cards.redirect}` }).getByText('Redirects to'),
      ).toBeVisible();
      await page.getByLabel('Status').selectOption('Inactive');
      await expect(page.getByRole('heading', { name: 'All Tapcard Profiles (1)' })).toBeVisible();
      await expect(page.getByRole('article', { name: `Card ${cards.inactive}` })).toBeVisible();

      await page.goto(`/dashboard/all-profiles/${cards.redirect}`);
      const redirectMeta = await section(page, 'Meta');
      await expect(redirectMeta.getByText('Visitors of this card are sent to')).toBeVisible();

      await page.goto(`/dashboard/all-profiles/${cards.light}`);
      const meta = await section(page, 'Meta');
      await meta.getByRole('switch', { name: 'Active' }).uncheck({ force: true });
      await meta.getByRole('button', { name: 'Save' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deactivate this card?' });
      await expect(dialog.getByText("will see 'This profile is inactive.'")).toBeVisible();
      await dialog.getByRole('button', { name: 'Keep active' }).click();
      await expect(dialog).toBeHidden();
      await meta.getByRole('button', { name: 'Save' }).click();
      await dialog.getByRole('button', { name: 'Deactivate' }).click();
      await expect(page.getByText('Meta details updated successfully.')).toBeVisible();
      await openPublic(page, cards.light);
      await expect(page.getByText('Error : This profile is inactive.')).toBeVisible();
    });
  });
}

test('an admin on a phone filters All Profiles, opens a card, and Back finds the same list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.admin);
  await page.goto('/dashboard/all-profiles');
  await expect(page.getByRole('heading', { name: 'All Tapcard Profiles (29)' })).toBeVisible();
  await page.getByLabel('Status').selectOption('Active');
  await page.getByLabel('Filter by').selectOption('Name');
  await page.getByLabel('Search').fill('owen');
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  const edit = page.getByRole('article').first().getByRole('link', { name: 'Edit' });
  const editor = await edit.getAttribute('href');
  await edit.click();
  await expect(page).toHaveURL(/\/dashboard\/all-profiles\/\w+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/all-profiles\?status=active&by=name&q=owen$/);
  await expect(page.getByLabel('Status')).toHaveValue('active');
  await expect(page.getByLabel('Filter by')).toHaveValue('name');
  await expect(page.getByLabel('Search')).toHaveValue('owen');
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  await expect(
    page.getByRole('article').first().getByRole('link', { name: 'Edit' }),
  ).toHaveAttribute('href', editor ?? '');
  // A reload, or the address sent to a colleague, shows the same list.
  await page.reload();
  await expect(page.getByText('Showing 1–3 of 3')).toBeVisible();
  await expect(page.getByLabel('Search')).toHaveValue('owen');
});

test('a new owner without cards learns how a card reaches them @http', async ({ page }) => {
  const email = `nora.${Date.now()}@example.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Nora New');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone number', { exact: true }).fill('9876512345');
  await page.getByLabel('Password', { exact: true }).fill('Nora@123');
  await page.getByLabel('Retype password', { exact: true }).fill('Nora@123');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  const code = await fromMailbox(page, email, /code is (\d{6})/);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  const empty = page.getByRole('region', { name: 'You have no profiles.' });
  await expect(empty).toBeVisible();
  await expect(empty.getByText(email)).toBeVisible();
  await expect(empty.getByRole('link', { name: 'support@tapcard.example.com' })).toHaveAttribute(
    'href',
    'mailto:support@tapcard.example.com',
  );
});

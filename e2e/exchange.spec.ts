import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import {
  accounts,
  callApi,
  cards,
  expect,
  login,
  readMailbox,
  test,
  turnOnExchange,
  watchCapabilityTraces,
} from './fixtures';

/**
 * Contact exchange (capability `contactExchange`) in the browser against the in-browser mock
 * backend: the visitor's form, "E-mail me this contact" into the mock mailbox, the owner's
 * Contacts page, an admin refused, and a server without the capability leaving no trace.
 */
const shots = path.join(tmpdir(), 'exchange-screenshots');
mkdirSync(shots, { recursive: true });

async function openForm(page: Page) {
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('button', { name: 'Leave your contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave your contact for Owen Owner' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  return dialog;
}

test.describe('the visitor leaves their contact', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('invalid, then valid: the owner gets it and is mailed; consent unticked by default', async ({
    page,
  }) => {
    await turnOnExchange(page);
    const dialog = await openForm(page);
    await expect(dialog.getByRole('checkbox')).not.toBeChecked();
    await page.screenshot({ path: path.join(shots, 'visitor-form-390.png') });
    await dialog.getByRole('button', { name: 'Send my contact' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await expect(dialog.getByText('Please enter your name')).toBeVisible();
    // Either field fixes it, so both are marked (aria-invalid and the message on each).
    await expect(dialog.getByText('Please give an e-mail or a phone number')).toHaveCount(2);
    for (const name of ['Email', 'Phone, India (+91)'])
      await expect(dialog.getByRole('textbox', { name, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('vera@');
    await dialog.getByRole('button', { name: 'Send my contact' }).click();
    await expect(dialog.getByText('Invalid Email Address')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Met at the fair');
    // The owner's insights learn of the exchange once the server has the contact.
    const exchangeEvent = page.waitForRequest(
      (r) =>
        r.url().includes(`/api/profile/${cards.full}/events`) &&
        r.method() === 'POST' &&
        (r.postDataJSON() as { type?: string }).type === 'exchange',
    );
    await dialog.getByRole('button', { name: 'Send my contact' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you! Owen Owner has your contact.');
    // With the view token of the card answer that this visit loaded (contract "Insights").
    expect((await exchangeEvent).postDataJSON()).toEqual({
      type: 'exchange',
      source: 'direct',
      viewToken: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
    });
    const [mail] = await readMailbox(page);
    expect(mail?.to).toBe(accounts.owner.email);
    // The owner's mail names the card, never the visitor's text.
    expect(mail?.subject).toBe('New contact on your card Owen Owner');
    // The next step: save the owner's contact (what Save Contact does), then done.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: "Save Owen Owner's contact" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.vcf$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('throttled and failing: the message, and everything typed is kept', async ({ page }) => {
    await turnOnExchange(page);
    // Five contacts from this client this hour are the limit (contract, throttles).
    const { json } = await callApi(page, 'GET', `/api/profile/${cards.full}?count=false`);
    const version = (json as { data: { profile: { exchange: { noticeVersion: string } } } }).data
      .profile.exchange.noticeVersion;
    for (let i = 0; i < 5; i += 1) {
      const sent = await callApi(page, 'POST', `/api/profile/${cards.full}/contacts`, {
        name: `Earlier ${i}`,
        email: `earlier${i}@example.com`,
        marketingConsent: false,
        noticeVersion: version,
        source: 'card',
      });
      expect(sent.status).toBe(201);
    }
    const dialog = await openForm(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send my contact' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      /^Too many requests\. Please try again in \d+ minutes\.$/,
    );
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Vera Visitor');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('vera@example.com');
    await expect(dialog.getByRole('checkbox')).toBeChecked();
    // Closing and reopening the dialog loses nothing either.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Leave your contact' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('vera@example.com');
  });

  test('a network failure: the form says so and keeps the fields', async ({ page }) => {
    await turnOnExchange(page);
    // The in-browser mock's own failure injection (the service worker answers, so the page's
    // route() never sees the call): every leaveContact fails as a network error.
    await page.evaluate(() => {
      const key = 'tapcard-mock-control';
      const control = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      control.injections = { leaveContact: { kind: 'network error', once: false } };
      sessionStorage.setItem(key, JSON.stringify(control));
    });
    await page.goto(`/profile/${cards.full}`);
    await page.getByRole('button', { name: 'Leave your contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave your contact for Owen Owner' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Vera Visitor');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('vera@example.com');
    await dialog.getByRole('button', { name: 'Send my contact' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Could not send your contact.');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Vera Visitor');
  });
});

test('"E-mail me this contact" arrives in the mailbox with a vCard that parses', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.full}`);
  await page.getByRole('button', { name: 'E-mail me this contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail me this contact' });
  await dialog.getByRole('textbox', { name: 'Your email' }).fill('vera@example.com');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('status')).toHaveText('The contact is on its way to your inbox.');
  const [mail] = await readMailbox(page);
  expect(mail?.to).toBe('vera@example.com');
  const file = mail?.attachments?.[0];
  expect(file?.name).toBe('Owen_Owner.vcf');
  const card = new ICAL.Component(ICAL.parse(file!.text));
  expect(card.getFirstPropertyValue('fn')).toBe('Owen Owner');
});

test.describe("the owner's contacts", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`list, search, filter, export and delete at ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await login(page, accounts.owner);
      await page.getByRole('link', { name: 'Contacts (3)' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/contacts\\?card=${cards.full}$`));
      const list = page.getByRole('list', { name: 'Contacts' });
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await expect(list.getByRole('listitem').first()).toContainText('Arjun Rao');
      await page.screenshot({
        path: path.join(shots, `contacts-${viewport.width}.png`),
        fullPage: true,
      });
      await page.getByRole('textbox', { name: 'Search' }).fill('traders');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await page.getByRole('textbox', { name: 'Search' }).fill('');
      await expect(list.getByRole('listitem')).toHaveCount(3);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const csv = readFileSync(await (await download).path(), 'utf8');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Name,Email,Phone,Company,Job title,Note,Card,Consent,Received');
      expect(lines).toHaveLength(4);
      // The phone keeps its + readable in a form no spreadsheet takes for a formula (OWASP
      // "CSV Injection").
      expect(lines[1]).toMatch(/^Arjun Rao,,tel:\+919988776655,,,"Met at/);

      // Delete is in the row's overflow menu, and still confirmed.
      await page.getByRole('button', { name: 'More for Sam Shah' }).click();
      await page.getByRole('menuitem', { name: 'Delete Sam Shah' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this contact?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Contact deleted.')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(2);
    });
  }

  test('an admin is refused the contacts and sees only the count', async ({ page }) => {
    await login(page, accounts.admin);
    // Another's card answers as an unknown one (contract `listContacts`).
    const { status } = await callApi(page, 'GET', `/api/contacts?profileId=${cards.full}`);
    expect(status).toBe(404);
    await page.goto('/dashboard/all-profiles');
    const card = page.getByRole('article', { name: `Card ${cards.full}` });
    await expect(card.getByText('Contacts', { exact: true })).toBeVisible();
    await expect(card).not.toContainText('Priya');
  });
});

test('a server without the capability shows no trace of it', async ({ page }) => {
  const traces = watchCapabilityTraces(page, 'contactExchange');
  await page.goto(`/login?scenario=spec-only`);
  await expect(page.getByText('Mock backend · scenario spec-only')).toBeVisible();
  await login(page, accounts.owner, { open: false });
  await expect(page.getByRole('link', { name: 'Contacts', exact: true })).toHaveCount(0);
  await expect(page.getByText(/Contacts \(/)).toHaveCount(0);
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Exchange' })).toHaveCount(0);
  await page.goto(`/profile/${cards.full}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'E-mail me this contact' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave your contact' })).toHaveCount(0);
  traces.expectNone();
});

test.describe('Save Contact in an in-app browser', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 614866487)',
  });

  test("shows the way out of Instagram's browser, Copy link and E-mail me this contact", async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    const hero = page.getByRole('group', { name: 'Card actions' });
    await hero.getByRole('button', { name: 'Save Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open in your browser' });
    await expect(dialog).toContainText('Instagram opens links in its own browser');
    await expect(dialog.getByRole('listitem').nth(1)).toHaveText(
      'Choose “Open in external browser”.',
    );
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await page.screenshot({ path: path.join(shots, 'in-app-guidance-390.png') });
    expect(downloads).toEqual([]);
    await dialog.getByRole('button', { name: 'E-mail me this contact' }).click();
    await expect(page.getByRole('dialog', { name: 'E-mail me this contact' })).toBeVisible();
  });
});

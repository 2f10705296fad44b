import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts, cards, expect, login, test, watchCapabilityTraces } from './fixtures';

/**
 * A card's own words per language (capability `cardTranslations`) through the real UI against
 * the mock backend: the owner writes a Tamil name in the editor's Translations tab and saves
 * it, a visitor with `?lang=ta` reads it and saves a contact file with it; the seeded Hindi
 * card; and a server without the capability shows no Translations tab.
 */
const work = mkdtempSync(path.join(tmpdir(), 'translations-'));
const tamilName = 'ஓவன் லைட்';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Tamil owner adds a Tamil name; a visitor with ?lang=ta sees it and saves a vCard with it @http', async ({
    page,
  }) => {
    await login(page, accounts.owner);
    await page.goto(`/dashboard/my-profiles/${cards.light}`);
    await page.getByRole('tab', { name: 'Translations' }).click();
    const form = page.getByRole('form', { name: 'Translations' });
    await form.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ta');
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toHaveAttribute('placeholder', 'Owen Light');
    await name.fill(tamilName);
    await form.getByRole('textbox', { name: /^Phone 1: Mobile/ }).fill('கைபேசி');
    // The Live Preview shows the card in the language being edited, before saving.
    await page.getByRole('button', { name: 'Show live preview' }).click();
    const preview = page.getByRole('region', { name: 'Live Preview card' });
    await expect(preview.getByRole('heading', { name: tamilName })).toBeVisible();
    // Its buttons and tabs as a Tamil visitor reads them; the editor stays in English.
    await expect(preview.getByRole('button', { name: 'தொடர்பைச் சேமி' })).toBeVisible();
    await expect(preview.getByRole('tab', { name: 'தொடர்பு' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide live preview' }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Translations updated successfully.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    await page.goto(`/profile/${cards.light}?lang=ta`);
    await expect(page.getByRole('heading', { level: 1, name: tamilName })).toBeVisible();
    // The title's own words in the interface's language (Tamil), the name in the card's.
    await expect(page).toHaveTitle(`${tamilName} - சுயவிவரம்`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      // The interface is in Tamil too ('Card actions', 'Save Contact').
      page
        .getByRole('group', { name: 'அட்டை செயல்கள்' })
        .getByRole('button', { name: 'தொடர்பைச் சேமி' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe('ஓவன்_லைட்.vcf');
    const file = path.join(work, 'ta.vcf');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`FN:${tamilName}\r\n`);
    // The translated label travels; the type still follows the owner's own ('Mobile').
    expect(text).toMatch(/TEL;TYPE=CELL[^\r]*:\+919876543210\r\n[^\r]*X-ABLabel:கைபேசி/);

    // Without ?lang= the card is in its own words.
    await page.goto(`/profile/${cards.light}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Owen Light' })).toBeVisible();
  });

  test('the seeded full card reads in Hindi with ?lang=hi, each field where translated', async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}?lang=hi`);
    await expect(page.getByRole('heading', { level: 1, name: 'ओवेन ओनर' })).toBeVisible();
    await expect(page.getByText('संस्थापक, ओवेन एंड कंपनी')).toBeVisible();
    await expect(page.getByRole('article')).toHaveAttribute('lang', 'hi');
  });
});

test('a server without the capability shows no Translations tab and no translated words', async ({
  page,
}) => {
  const traces = watchCapabilityTraces(page, 'cardTranslations');
  await page.goto(`/login?scenario=spec-only`);
  await expect(page.getByText('Mock backend · scenario spec-only')).toBeVisible();
  await login(page, accounts.owner, { open: false });
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Translations' })).toHaveCount(0);
  await page.goto(`/profile/${cards.full}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
  traces.expectNone();
});

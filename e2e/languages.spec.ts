import type { Page } from '@playwright/test';
import { cards, expect, test, turnOnExchange, watchScripts } from './fixtures';
import { undersizedTargets } from './touch-targets';

/** The card in the visitor's language (docs/decisions/0018-languages-library.md), on a phone. */
test.use({ viewport: { width: 390, height: 844 } });

test.describe('a phone whose language is Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('opens the card in Hindi; English chosen in the menu stays after a reload', async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    // The card has its own words in Hindi too (capability cardTranslations).
    await expect(page.getByRole('heading', { level: 1, name: 'ओवेन ओनर' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'संपर्क सेव करें' }).first()).toBeVisible();
    // The initials in the logo's place are named in the visitor's language, not "… logo".
    await expect(page.getByRole('img', { name: 'ओवेन ओनर का लोगो' })).toBeVisible();
    // "Powered by" comes before the product's name: a Hindi phrase that reads in that order.
    await expect(page.getByText('सौजन्य: Tapcard')).toBeVisible();
    // The socials' buttons: a brand keeps its name, "Website" is a word and reads in Hindi.
    await page.getByRole('tab', { name: 'सोशल' }).click();
    const socials = page.getByRole('tabpanel', { name: 'सोशल' }).getByRole('link');
    await expect(socials.first()).toHaveText('वेबसाइट');
    await expect(socials.nth(1)).toHaveText('Instagram');
    const menu = page.getByRole('combobox', { name: 'भाषा' });
    await expect(menu).toHaveValue('hi');
    await menu.selectOption({ label: 'English' });
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('button', { name: 'Save Contact' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Owen Owner' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
  });

  test("a later part (the Other tab) speaks the visitor's language from its first frame", async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    await page.getByRole('tab', { name: 'अन्य' }).click();
    await page.getByRole('button', { name: 'UPI', exact: true }).click();
    await expect(page.getByRole('button', { name: 'UPI ID कॉपी करें' })).toBeVisible();
  });

  test('the first screen downloads only its own Hindi words; a later part’s come with it, even when they arrive last @http-only', async ({
    page,
  }) => {
    // The Hindi words of the later parts arrive late (a slow line).
    const { downloaded } = await watchScripts(page, 'UPI ID कॉपी करें');
    await page.goto(`/profile/${cards.full}`);
    await expect(page.getByRole('button', { name: 'संपर्क सेव करें' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(downloaded('संपर्क सेव करें'), "the first screen's Hindi words").toBe(true);
    expect(downloaded('UPI ID कॉपी करें'), "a later part's Hindi words").toBe(false);
    await page.getByRole('tab', { name: 'अन्य' }).click();
    await page.getByRole('button', { name: 'UPI', exact: true }).click();
    await expect(page.getByRole('button', { name: 'UPI ID कॉपी करें' })).toBeVisible();
    expect(downloaded('Copy UPI ID'), "a later part's English words").toBe(false);
  });

  test('a tab opened while another language is loading speaks that language @http-only', async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    await expect(page.getByRole('button', { name: 'संपर्क सेव करें' }).first()).toBeVisible();
    // Tamil's words arrive late; the visitor opens Location before they have.
    await watchScripts(page, 'தொடர்பைச் சேமி');
    await page.getByRole('combobox', { name: 'भाषा' }).selectOption({ label: 'தமிழ்' });
    await page.getByRole('tab', { name: 'स्थान' }).click();
    await expect(page.getByRole('button', { name: 'தொடர்பைச் சேமி' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /முகவரி/ })).toBeVisible();
  });

  test('the QR code dialog speaks the visitor’s language, its close button too @http', async ({
    page,
  }) => {
    await page.goto(`/profile/${cards.full}`);
    await page.getByRole('button', { name: 'QR कोड' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Its words come with the card's later messages, loaded with the dialog's code.
    await expect(dialog.getByRole('button', { name: 'QR डाउनलोड करें' })).toBeVisible();
    await dialog.getByRole('button', { name: 'बंद करें' }).click();
    await expect(dialog).toHaveCount(0);
  });
});

/**
 * Whether `first` is drawn left of `last` where the page shows `whole` (a visible text node
 * holding it; `first` its start, `last` its end): the order a reader sees, measured with a Range.
 * @throws when no visible text holds `whole`.
 */
function drawnLeftToRight(page: Page, whole: string, first: string, last: string) {
  return page.evaluate(
    ({ whole, first, last }) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const start = text.indexOf(whole);
        if (start < 0 || !node.parentElement?.checkVisibility()) continue;
        const left = (from: number, length: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, from + length);
          return range.getBoundingClientRect().left;
        };
        return left(start, first.length) < left(start + whole.length - last.length, last.length);
      }
      throw new Error(`no visible text holds ${whole}`);
    },
    { whole, first, last },
  );
}

test('?lang=ur reads right to left', async ({ page }) => {
  await page.goto(`/profile/${cards.full}?lang=ur`);
  await expect(page.getByRole('combobox', { name: 'زبان' })).toHaveValue('ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // The card's own words in Urdu (capability cardTranslations), in their own direction.
  await expect(page.getByRole('heading', { level: 1, name: 'اوون اونر' })).toBeVisible();
  await expect(page.getByText('بانی، اوون اینڈ کمپنی')).toHaveCSS('unicode-bidi', 'plaintext');
  // The menu sits at the end of the line: the left in Urdu.
  const box = await page.getByRole('combobox', { name: 'زبان' }).boundingBox();
  expect(box!.x).toBeLessThan(390 / 2);
  // The tab strip runs from the right: the next tab sits to the left, and the left arrow key
  // moves to it (the right one back).
  const tabs = page.getByRole('tab');
  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  expect((await tabs.nth(1).boundingBox())!.x).toBeLessThan((await tabs.nth(0).boundingBox())!.x);
  await page.keyboard.press('ArrowRight');
  await expect(tabs.nth(0)).toBeFocused();
  // An address on one line joins its parts with Urdu's comma, not a Latin one.
  await page.getByRole('tab', { name: 'مقام' }).click();
  await expect(page.getByRole('button', { name: /پتہ/ })).toContainText('بنگلورو، کرناٹک 560001');
  // A toast's time bar empties towards the start of the line: the right.
  await page.getByRole('button', { name: /پتہ/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'پتہ کاپی کریں' }).click();
  await expect(page.getByTestId('toast-progress')).toBeVisible();
  const bar = await page.getByTestId('toast-progress').evaluate((element: HTMLElement) => ({
    origin: parseFloat(getComputedStyle(element).transformOrigin),
    width: element.offsetWidth,
  }));
  expect(bar.origin).toBeGreaterThan(bar.width / 2);
});

test('the selected tab stays in view when the language changes the strip’s widths and direction', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.full}?lang=ur`);
  const strip = page.getByRole('tablist');
  await page.getByRole('tab', { name: 'سوشل' }).click();
  await page.getByRole('combobox', { name: 'زبان' }).selectOption({ label: 'English' });
  const socials = page.getByRole('tab', { name: 'Socials' });
  await expect(socials).toHaveAttribute('aria-selected', 'true');
  // Wholly inside the strip's scrolled box, not left where the Urdu strip had it.
  await expect(async () => {
    const [tab, box] = [(await socials.boundingBox())!, (await strip.boundingBox())!];
    expect(tab.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width + 1);
  }).toPass();
  // The page itself did not move to bring it there.
  expect(await page.evaluate(() => scrollY)).toBe(0);
});

test('a tapped tab comes wholly into the strip, clear of its faded edge, in a language of long labels', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.full}?lang=kn`);
  const strip = page.getByRole('tablist');
  const tabs = page.getByRole('tab');
  for (const index of [1, 2, 4]) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    // The strip's edges fade over 14 px (tab-bar.module.css): the label clear of them.
    await expect(async () => {
      const [tab, box] = [(await tabs.nth(index).boundingBox())!, (await strip.boundingBox())!];
      expect(tab.x).toBeGreaterThanOrEqual(box.x + 13);
      expect(tab.x + tab.width).toBeLessThanOrEqual(box.x + box.width - 13);
    }).toPass({ timeout: 3000 });
  }
});

test('an Urdu page keeps the English words of a card without translations in their direction', async ({
  page,
}) => {
  // A server without cardTranslations: the card's own English words on an Urdu page.
  await page.goto(`/login?scenario=spec-only`);
  await expect(page.getByText('Mock backend · scenario spec-only')).toBeVisible();
  await page.goto(`/profile/${cards.full}?lang=ur`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Their full stop stays at the line's end.
  await expect(page.getByText('Founder, Owen & Co.')).toHaveCSS('unicode-bidi', 'plaintext');
  // The address reads in its own order, house number first.
  await page.getByRole('tab', { name: 'مقام' }).click();
  const address = '12 MG Road, Bengaluru, Karnataka 560001, India';
  await expect(page.getByText(address)).toBeVisible();
  expect(await drawnLeftToRight(page, address, '12', 'India')).toBe(true);
});

test('numbers and links read left to right on an Urdu card: its phones, the footer’s, the +91 of its form, its link', async ({
  page,
}) => {
  await turnOnExchange(page);
  await page.goto(`/profile/${cards.full}?lang=ur`);
  await page.getByRole('tab', { name: 'رابطہ' }).click();
  // Grouped for reading once libphonenumber-js has loaded.
  await expect(page.getByText('+91 98765 43210').first()).toBeVisible();
  expect(await drawnLeftToRight(page, '+91 98765 43210', '+91', '43210')).toBe(true);
  await page.getByRole('contentinfo').last().scrollIntoViewIfNeeded();
  expect(await drawnLeftToRight(page, '+91 98765 00000', '+91', '00000')).toBe(true);

  await page.getByRole('button', { name: 'اپنا رابطہ دیں' }).click();
  const dialog = page.getByRole('dialog');
  const phone = dialog.getByRole('textbox', { name: 'فون، بھارت (+91)' });
  await phone.fill('98765 43210');
  const prefix = await dialog.getByText('+91', { exact: true }).boundingBox();
  const input = await phone.boundingBox();
  expect(prefix!.x).toBeLessThan(input!.x);
  await dialog.getByRole('button', { name: 'بند کریں' }).click();

  // The card's link starts at its host.
  await page.getByRole('button', { name: 'شیئر کریں' }).click();
  await expect(page.getByRole('textbox', { name: 'کارڈ کا لنک' })).toHaveCSS('direction', 'ltr');
});

test('a Hindi visitor’s forms say what is missing in Hindi, and the mail’s confirmation too', async ({
  page,
}) => {
  await turnOnExchange(page);
  await page.goto(`/profile/${cards.full}?lang=hi`);
  await page.getByRole('button', { name: 'अपना संपर्क दें' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'मेरा संपर्क भेजें' }).click();
  await expect(dialog.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(
    'कृपया अपना नाम डालें',
  );
  await expect(dialog.getByRole('textbox', { name: 'ईमेल' })).toHaveAccessibleDescription(
    'कृपया ईमेल या फ़ोन नंबर दें',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'यह संपर्क मुझे ईमेल करें' }).click();
  dialog = page.getByRole('dialog');
  const email = dialog.getByRole('textbox', { name: 'आपका ईमेल' });
  await email.fill('vera@');
  await dialog.getByRole('button', { name: 'भेजें' }).click();
  await expect(email).toHaveAccessibleDescription('अमान्य ईमेल पता');
  await email.fill('vera@example.com');
  await dialog.getByRole('button', { name: 'भेजें' }).click();
  // The server's confirmation is English (the contract's); the card knows its words.
  await expect(dialog.getByRole('status')).toHaveText('संपर्क आपके इनबॉक्स में भेजा जा रहा है।');
});

test('a server’s message the app does not know keeps its own order in an Urdu sentence @http-only', async ({
  page,
}) => {
  // Shown as sent (spec §8), inside the Urdu "Error : {shown}": the message's full stop stays
  // at its end because the translation isolates its placeholder (FSI … PDI, UAX #9).
  const message = 'Card service down.';
  await page.route('**/api/profile/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { success: false, message } })
      : route.continue(),
  );
  await page.goto(`/profile/${cards.full}?lang=ur`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText(message)).toBeVisible();
  expect(await drawnLeftToRight(page, message, 'Card', '.')).toBe(true);
});

test('a Tamil visitor of an inactive card reads the error in Tamil; the owner’s login is English', async ({
  page,
}) => {
  await page.goto(`/profile/${cards.inactive}?lang=ta`);
  // The card hands over to the app's /error, which speaks every language of the card.
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByRole('heading', { name: 'ஏதோ தவறு நடந்தது!' })).toBeVisible();
  await expect(page.getByText('பிழை: இந்தச் சுயவிவரம் செயலில் இல்லை.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('link', { name: 'பின்செல்' })).toBeVisible();
  // The owner's pages are written in English and Hindi: the footer's login is English.
  await page.getByRole('contentinfo').getByRole('link', { name: 'உள்நுழை' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a mistyped address reads in Urdu, right to left', async ({ page }) => {
  await page.goto('/nowhere?lang=ur');
  await expect(page.getByRole('heading', { name: 'صفحہ نہیں ملا!' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('?lang=ta shows Tamil', async ({ page }) => {
  await page.goto(`/profile/${cards.full}?lang=ta-IN`);
  await expect(page.getByRole('combobox', { name: 'மொழி' })).toHaveValue('ta');
  await expect(page.getByRole('tab', { name: 'விவரம்' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'தொடர்பைச் சேமி' }).first()).toBeVisible();
});

test('the language menu works from the keyboard and its targets are 44×44', async ({ page }) => {
  await page.goto(`/profile/${cards.full}`);
  const menu = page.getByRole('combobox', { name: 'Language' });
  await expect(menu).toBeVisible();
  expect(await undersizedTargets(page)).toEqual([]);
  await menu.focus();
  await page.keyboard.press('ArrowDown'); // the platform's select: the next language
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toBeFocused();
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption('gu');
  await expect(page.getByRole('combobox', { name: 'ભાષા' })).toHaveValue('gu');
});

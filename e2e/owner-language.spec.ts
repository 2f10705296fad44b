import { accounts, cards, expect, login, test, watchScripts } from './fixtures';

/** The owner's pages in Hindi: chosen in the app's header, remembered on this device. */

test('an owner picks हिन्दी in the header, sees the dashboard in Hindi, and it stays after a reload @http', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });

  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरी Tapcard प्रोफ़ाइलें (5)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरा खाता' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'फिर से स्वागत है!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'मेरी Tapcard प्रोफ़ाइलें (5)' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
});

test('no Hindi text of the owner’s pages is letter-spaced (it breaks conjuncts) @http', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  // The cards' status badges, which Mantine spaces.
  await expect(page.getByText('सक्रिय', { exact: true }).first()).toBeVisible();
  const spaced = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => /[\u0900-\u097F]/.test(el.textContent ?? ''))
      .filter((el) => getComputedStyle(el).letterSpacing !== 'normal')
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 20)}`),
  );
  expect(spaced).toEqual([]);
});

test('Insights in Hindi: a figure’s change reads in Hindi order, after the comparison @http', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await page.goto(`/dashboard/my-profiles/${cards.full}/insights`);
  const views = page.getByRole('group', { name: 'व्यू', exact: true });
  // One message: "पिछले 30 दिनों की तुलना में +5%", not the English order "+5% vs previous…".
  await expect(views).toContainText(/पिछले 30 दिनों की तुलना में (\+|−|कोई बदलाव नहीं|नया)/);
});

test('a refusal the app knows reads in Hindi: the server writes English, the page translates it @http', async ({
  page,
}) => {
  await page.goto('/login?lang=hi');
  await page.getByLabel('ईमेल').fill(accounts.owner.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@123');
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  // The contract's refusal "Invalid email or password." (spec §8), from the catalogue.
  await expect(page.getByText('ईमेल या पासवर्ड गलत है।')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
});

test('a field’s message follows a language change: the login’s rules in Hindi, then English @http', async ({
  page,
}) => {
  await page.goto('/login?lang=hi');
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(page.getByText('अमान्य ईमेल पता')).toBeVisible();
  await expect(page.getByText('कृपया अपना पासवर्ड डालें')).toBeVisible();
  await page.getByRole('combobox', { name: 'भाषा' }).selectOption({ label: 'English' });
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  // The messages shown follow, not only the labels.
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByText('अमान्य ईमेल पता')).toHaveCount(0);
});

test('a field over the contract’s limit reads in Hindi, its limit too, and keeps what was typed @http', async ({
  page,
}) => {
  await login(page, accounts.owner);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  const general = page.getByRole('form', { name: 'सामान्य' });
  const tagLine = general.getByLabel('टैगलाइन');
  const long = 'T'.repeat(151);
  await tagLine.fill(long);
  await general.getByRole('button', { name: 'सहेजें' }).click();
  // The server's "Must be at most 150 characters." (the contract's reference rules).
  await expect(general.getByText('अधिकतम 150 अक्षर हो सकते हैं।')).toBeVisible();
  await expect(page.getByText(/Must be at most/)).toHaveCount(0);
  await expect(tagLine).toHaveValue(long);
});

test('a throttled login reads in Hindi, the server’s wait in Hindi words @http', async ({
  page,
}) => {
  await page.goto('/login?lang=hi');
  await page.getByLabel('ईमेल').fill(accounts.owner.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@123');
  const wrong = page.locator('[data-toast]').filter({ hasText: 'ईमेल या पासवर्ड गलत है।' });
  for (let i = 0; i < 5; i += 1) {
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    await expect(wrong.first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  // The server's "Too many failed login attempts. Please try again in 30 seconds.", counted
  // down from Retry-After.
  await expect(
    page.locator('[data-toast]').filter({
      hasText: /^लॉग इन के बहुत ज़्यादा असफल प्रयास। कृपया \d+ सेकंड बाद फिर कोशिश करें।$/,
    }),
  ).toBeVisible();
  await expect(page.getByText(/Too many/)).toHaveCount(0);
});

test('the Share dialog of the owner’s pages reads in Hindi, its kit’s tabs too @http', async ({
  page,
}) => {
  await page.goto('/login?lang=hi');
  await page.getByLabel('ईमेल').fill(accounts.owner.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(accounts.owner.password);
  await page.getByRole('button', { name: 'लॉग इन' }).click();
  await expect(page.getByRole('heading', { name: 'मेरी Tapcard प्रोफ़ाइलें (5)' })).toBeVisible();

  await page.getByRole('button', { name: 'शेयर करें' }).first().click();
  const dialog = page.getByRole('dialog', { name: /^कार्ड \S+ शेयर करें$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'लिंक और QR' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'URL कॉपी करें' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'QR डाउनलोड करें (SVG)' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'ऑफ़लाइन QR' }).click();
  await expect(dialog.getByRole('button', { name: 'ऑफ़लाइन QR डाउनलोड करें (PNG)' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'बैकग्राउंड' }).click();
  await expect(dialog.getByRole('button', { name: 'फ़ोन वॉलपेपर डाउनलोड करें' })).toBeVisible();
  // No English left in the dialog's own words.
  await expect(dialog.getByText(/Download|Copy URL|Link and QR/)).toHaveCount(0);
});

test.describe('a phone whose language is Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a guard’s toast reads in Hindi on a cold deep link, even when the Hindi words arrive after the session’s answer @http', async ({
    page,
  }) => {
    // The app's Hindi catalogue arrives late (a slow line), after the session check's answer.
    await watchScripts(page, 'कृपया लॉग इन करें');
    await page.goto('/dashboard/my-profiles');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('कृपया लॉग इन करें।')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  });

  test('/login opens in Hindi with its own words even when they arrive last, and loads no English page words @http-only', async ({
    page,
  }) => {
    // The sign-in pages' own catalogue (src/locales/pages/auth) comes with the page's code, not
    // with the app: held back here, the page must wait for it rather than show ids or English.
    const { downloaded } = await watchScripts(page, 'फिर से स्वागत है');
    await page.goto('/login');
    await expect(page.getByText('फिर से स्वागत है। अपने कार्ड सँभालने के लिए लॉग इन करें।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    // Another sign-in page shares the catalogue: no second download, still Hindi.
    await page.getByRole('link', { name: 'खाता बनाएँ' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('link', { name: 'पहले से खाता है ? अभी लॉग इन करें।' })).toBeVisible();
    // Neither the English sign-in words nor the editor's (Hindi or English) were downloaded.
    expect(downloaded('फिर से स्वागत है'), 'the Hindi sign-in words').toBe(true);
    expect(downloaded('Welcome back. Log in to manage your cards.'), 'English sign-in words').toBe(
      false,
    );
    expect(downloaded('Live Preview'), "the editor's English words").toBe(false);
    expect(downloaded('लाइव प्रीव्यू'), "the editor's Hindi words").toBe(false);
  });
});

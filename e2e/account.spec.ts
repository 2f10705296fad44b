import type { Page } from '@playwright/test';
import { accounts, cards, expect, fromMailbox, login, submitLogin, test } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text });
const footer = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Dashboard menu' });

test('a visitor registers, verifies with the mailed code and lands on the dashboard', async ({
  page,
}) => {
  const email = `nina.${Date.now()}@example.com`;
  await page.goto('/register');
  await page.getByLabel('Name', { exact: true }).fill('Nina New');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expect(page.getByLabel('Country code', { exact: true })).toHaveValue('IN');
  await page.getByLabel('Phone number', { exact: true }).fill('9876512345');
  await page.getByLabel('Password', { exact: true }).fill('Nina@123');
  await page.getByLabel('Retype password', { exact: true }).fill('Nina@123');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(toast(page, 'Registration Successful. Please Verify your email.')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();

  const code = await fromMailbox(page, email, /code is (\d{6})/);
  await page.getByLabel('Verification code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(toast(page, 'Email verified successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page.getByText(`Nina New · ${email}`)).toBeVisible();
});

test('a user logs out from the footer and logs back in', async ({ page }) => {
  // The toast lasts 3 s from the submit: it is checked before the dashboard.
  await submitLogin(page, accounts.owner);
  await expect(toast(page, 'Logged in successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();

  await footer(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(footer(page).getByRole('link', { name: 'Login' })).toBeVisible();
  // The history entry was replaced: Back does not return to the dashboard.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/dashboard/);

  await login(page, accounts.owner);
  await expect(page.getByText(accounts.owner.email)).toBeVisible();
});

test('a user logs out from the dashboard menu', async ({ page }) => {
  await login(page, accounts.owner);
  await menu(page).getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a user resets a forgotten password through the mailed link and logs in with it', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password ?' }).click();
  await expect(page.getByText('No worries. We will send you a password reset link.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(accounts.owner.email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(toast(page, 'Password reset link sent to your email.')).toBeVisible();

  const link = await fromMailbox(page, accounts.owner.email, /(\/reset-password\/[0-9a-f]+)/);
  await page.goto(link);
  await page.getByLabel('Password', { exact: true }).fill('Fresh@456');
  await page.getByLabel('Retype password', { exact: true }).fill('Fresh@456');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(toast(page, 'Password reset successful. Please login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, { email: accounts.owner.email, password: accounts.owner.password });
  await expect(toast(page, 'Invalid email or password.')).toBeVisible();
  await login(page, { email: accounts.owner.email, password: 'Fresh@456' });
});

test('a user edits their details and changes their password', async ({ page }) => {
  await login(page, accounts.owner);
  await menu(page).getByRole('link', { name: 'My Account' }).click();
  const details = page.getByRole('region', { name: 'My Details' });
  await expect(details.getByLabel('Name', { exact: true })).toBeDisabled();
  await details.getByRole('button', { name: 'Edit details', exact: true }).click();
  await details.getByLabel('Name', { exact: true }).fill('Owen Renamed');
  await details.getByLabel('Phone number', { exact: true }).fill('9123456789');
  await details.getByRole('button', { name: 'Edit Details', exact: true }).click();
  await expect(toast(page, 'Details edited successfully.')).toBeVisible();
  await expect(details.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(page.getByText('Owen Renamed').first()).toBeVisible();

  const passwords = page.getByRole('region', { name: 'Change Password' });
  await passwords.getByLabel('Old password', { exact: true }).fill(accounts.owner.password);
  await passwords.getByLabel('New password', { exact: true }).fill('Fresh@456');
  await passwords.getByLabel('Retype new password', { exact: true }).fill('Fresh@456');
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password edited successfully.')).toBeVisible();
  await expect(passwords.getByLabel('Old password', { exact: true })).toHaveValue('');

  // Both changes survive a new session.
  await footer(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await login(page, { email: accounts.owner.email, password: 'Fresh@456' });
  await expect(page.getByText('Owen Renamed')).toBeVisible();
});

test.describe('guards', () => {
  test('a cold deep link to a filtered list leads back to it after signing in, on a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/dashboard/contacts?card=${cards.full}&q=asha`);
    await expect(toast(page, 'Please login.')).toBeVisible();
    await submitLogin(page, accounts.owner, { open: false });
    await expect(page).toHaveURL(new RegExp(`/dashboard/contacts\\?card=${cards.full}&q=asha$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('asha');
    await expect(page.getByRole('combobox', { name: 'Card' })).toHaveValue(cards.full);
  });

  test('a redirectTo that leads off the dashboard is dropped: signing in ends on My Profiles', async ({
    page,
  }) => {
    for (const away of [
      'https://evil.example/dashboard/contacts',
      '//evil.example/x',
      '/profile/x',
    ]) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(away)}`);
      await submitLogin(page, accounts.owner, { open: false });
      await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('a logged-out visitor is sent from the dashboard and verify-email to /login', async ({
    page,
  }) => {
    await page.goto('/dashboard/my-account');
    await expect(toast(page, 'Please login.')).toBeVisible();
    // The page asked for travels along, so signing in leads back to it.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fmy-account$/);
    await page.goto('/verify-email');
    await expect(toast(page, 'Please login.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a verified user is sent from public-only pages and verify-email to the dashboard', async ({
    page,
  }) => {
    await login(page, accounts.owner);
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/abc']) {
      await page.goto(path);
      await expect(toast(page, "You're already logged in.")).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
    }
    await page.goto('/verify-email');
    await expect(toast(page, "You're already verified.")).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  });

  test('an unverified user is kept on verify-email', async ({ page }) => {
    await submitLogin(page, accounts.pending);
    await expect(toast(page, 'Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto('/login');
    await expect(toast(page, "You're already logged in. Please verify your email.")).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
    await page.goto('/dashboard/my-account');
    await expect(toast(page, 'Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/verify-email$/);
  });

  test('a non-admin is sent from admin pages to Access Denied', async ({ page }) => {
    await login(page, accounts.owner);
    await expect(menu(page).getByRole('link', { name: 'All Profiles' })).toHaveCount(0);
    await page.goto('/dashboard/create-profile');
    await expect(page).toHaveURL(/\/access-denied$/);
    await expect(page.getByRole('heading', { name: 'Access Denied !' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-profiles$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard menu hides behind a burger', async ({ page }) => {
    await login(page, accounts.admin);
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Its first entry under the header, not under it, with the mock backend's bar above the
    // app: a tap at its centre reaches it.
    await menu(page)
      .getByRole('link', { name: 'My Profiles' })
      .click({ trial: true, timeout: 2_000 });
    await menu(page).getByRole('link', { name: 'Create Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/create-profile$/);
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeHidden();
  });

  test('the menu opened further down the page is on screen, under its header', async ({ page }) => {
    await login(page, accounts.owner);
    await expect(page.getByRole('article', { name: `Card ${cards.full}` })).toBeVisible();
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeInViewport({
      ratio: 1,
    });
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeInViewport({ ratio: 1 });
    // Nothing covers the close button: a click at its centre reaches it.
    await close.click({ trial: true, timeout: 2_000 });
    await close.click();
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeHidden();
    // Escape closes it as well, from one of its entries, and the focus goes back to its button.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu(page).getByRole('link', { name: 'My Account' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});

// Right after the submit: the toast lasts 3 s.
test('a toast closes on click', async ({ page }) => {
  await submitLogin(page, accounts.owner);
  const shown = toast(page, 'Logged in successfully.');
  await expect(shown).toBeVisible();
  await shown.click();
  await expect(shown).toHaveCount(0);
});

test('a toast is dismissed by swiping it aside', async ({ page }) => {
  await submitLogin(page, accounts.owner);
  const shown = toast(page, 'Logged in successfully.');
  await expect(shown).toBeVisible();
  // Pause its timer (the window "loses focus"), so only the swipe can close it.
  await page.evaluate(() => window.dispatchEvent(new Event('blur')));
  // Hovering waits until the toast has stopped moving (its slide-in), so the drag starts on it.
  await shown.hover();
  const box = await shown.boundingBox();
  if (!box) throw new Error('the toast has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  for (const dx of [40, 120, 240, 360]) await page.mouse.move(box.x + 40 + dx, y);
  await page.mouse.up();
  await expect(shown).toHaveCount(0);
});

test('after a wrong old password, the success toast replaces the error toast', async ({ page }) => {
  await login(page, accounts.owner);
  await menu(page).getByRole('link', { name: 'My Account' }).click();
  const passwords = page.getByRole('region', { name: 'Change Password' });
  await passwords.getByLabel('Old password', { exact: true }).fill('Wrong@123');
  await passwords.getByLabel('New password', { exact: true }).fill('Fresh@456');
  await passwords.getByLabel('Retype new password', { exact: true }).fill('Fresh@456');
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Old password is incorrect.')).toBeVisible();
  await passwords.getByLabel('Old password', { exact: true }).fill(accounts.owner.password);
  await passwords.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password edited successfully.')).toBeVisible();
  await expect(toast(page, 'Old password is incorrect.')).toHaveCount(0);
});

test('each page has its own title, in the page’s language (WCAG 2.4.2)', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login - Tapcard');
  await login(page, accounts.owner, { open: false });
  await expect(page).toHaveTitle('My Profiles - Tapcard');
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveTitle('My Account - Tapcard');
  await page.goto(`/dashboard/my-profiles/${cards.full}`);
  await expect(page).toHaveTitle('Edit Profile - Tapcard');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found ! - Tapcard');
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('the page’s title is in Hindi', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page).toHaveTitle('पासवर्ड भूल गए? - Tapcard');
  });
});

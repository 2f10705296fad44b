import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { languageStorageKey } from '@/i18n';
import { accounts, loginAs, renderRoute } from '@tests/support/render';

/** Picks `name` (a language in its own script) in the header's language menu. */
async function pickLanguage(user: ReturnType<typeof renderRoute>['user'], name: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), name);
}

describe('the language menu of the owner pages', () => {
  test('/login switches to Hindi, remembered on this device', async () => {
    const { user } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Login' });
    await pickLanguage(user, 'हिन्दी');
    expect(await screen.findByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toHaveDisplayValue('हिन्दी');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(languageStorageKey)).toBe('hi');
  });

  test('a rule and the server message show in Hindi on /login', async () => {
    const { user } = renderRoute('/login');
    await pickLanguage(user, 'हिन्दी');
    await screen.findByRole('heading', { name: 'लॉग इन' });
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('अमान्य ईमेल पता')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल'), accounts.owner.email);
    await user.type(screen.getByLabelText('पासवर्ड'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeInTheDocument();
  });

  test('My Profiles in Hindi: the heading, the menu and the cards', async () => {
    await loginAs(accounts.owner.email, accounts.owner.password);
    const { user } = renderRoute('/dashboard/my-profiles');
    await screen.findByRole('heading', { name: /My Tapcard Profiles/ });
    await pickLanguage(user, 'हिन्दी');
    expect(
      await screen.findByRole('heading', { name: /^मेरी Tapcard प्रोफ़ाइलें \(\d+\)$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा खाता' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'संपादित करें' }).length).toBeGreaterThan(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { throttleRules } from '@mocks/throttle';
import { activateLanguage } from '@/i18n';
import { renderCardPage } from '@tests/support/card-page';

/**
 * "E-mail me this contact" on the real lean card page against the real mock backend
 * (capability `contactExchange`, contract `mailContactFile`): the same send flow as the
 * exchange form, with its own messages.
 */
const card = seedIds.fullCard;

/** Uses up the mail's first throttle for `address` in the mock (its 429 names the wait). */
function throttleAddress(address: string) {
  const rule = throttleRules.mailContactFile[0];
  backend.store.state.throttles[`mailContactFile:address:${address}`] = Array.from(
    { length: rule.limit },
    () => Date.now(),
  );
}

async function openForm() {
  const view = renderCardPage(`/profile/${card}?count=false`);
  await screen.findByRole('heading', { level: 1, name: 'Owen Owner' });
  await view.user.click(screen.getByRole('button', { name: 'E-mail me this contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'E-mail me this contact' });
  const email = await within(dialog).findByRole('textbox', { name: 'Your email' });
  const send = () => view.user.click(within(dialog).getByRole('button', { name: 'Send' }));
  return { ...view, dialog, email, send };
}

describe('"E-mail me this contact"', () => {
  test("an invalid address: the app's message on the field, focused; nothing mailed", async () => {
    const { user, email, send } = await openForm();
    const before = backend.store.state.mailbox.length;
    await user.type(email, 'vera@');
    await send();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid Email Address');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('vera@');
    expect(backend.store.state.mailbox).toHaveLength(before);
  });

  test("an empty field says what is missing, as the card's other forms do", async () => {
    const { email, send } = await openForm();
    await send();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email');
    expect(email).toHaveFocus();
  });

  test('a valid address gets the mail; the form says so', async () => {
    const { user, dialog, email, send } = await openForm();
    await user.type(email, 'vera@example.com');
    await send();
    const status = await within(dialog).findByRole('status');
    expect(status).toHaveTextContent('The contact is on its way to your inbox.');
    // No next step: the focus moves to the confirmation, not to the page's body.
    expect(status).toHaveFocus();
    expect(backend.store.state.mailbox[0]).toMatchObject({ to: 'vera@example.com' });
  });

  test("a throttled send shows the server's wait and keeps the address", async () => {
    throttleAddress('vera@example.com');
    const { user, dialog, email, send } = await openForm();
    await user.type(email, 'vera@example.com');
    await send();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(email).toHaveValue('vera@example.com');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test("a failure without the server's message: 'Could not send the contact.', nothing lost", async () => {
    backend.configure({ injections: { mailContactFile: { kind: 'network error', once: true } } });
    const { user, dialog, email, send } = await openForm();
    await user.type(email, 'vera@example.com');
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not send the contact.',
    );
    expect(email).toHaveValue('vera@example.com');
    // The second try goes through with what was kept.
    await send();
    await waitFor(() =>
      expect(backend.store.state.mailbox[0]).toMatchObject({ to: 'vera@example.com' }),
    );
  });
});

describe('"E-mail me this contact" in the visitor\'s language', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  test("an Urdu visitor reads the rules' messages and the server's confirmation in Urdu", async () => {
    const { user } = renderCardPage(`/profile/${card}?lang=ur&count=false`);
    // The full card has an Urdu name of its own (capability `cardTranslations`).
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'یہ رابطہ مجھے ای میل کریں' }));
    const dialog = await screen.findByRole('dialog');
    const email = await within(dialog).findByRole('textbox', { name: 'آپ کا ای میل' });
    const send = () => user.click(within(dialog).getByRole('button', { name: 'بھیجیں' }));
    await send();
    expect(email).toHaveAccessibleDescription('براہ کرم اپنا ای میل درج کریں');
    await user.type(email, 'vera@');
    await send();
    expect(email).toHaveAccessibleDescription('ای میل پتہ درست نہیں');
    await user.type(email, 'example.com');
    await send();
    // The mock's confirmation is the contract's English one; the card knows it.
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'رابطہ آپ کے ان باکس میں بھیجا جا رہا ہے۔',
    );
    expect(backend.store.state.mailbox[0]).toMatchObject({ to: 'vera@example.com' });
  });

  test("a throttled send says so in Urdu, its wait in the visitor's words", async () => {
    throttleAddress('vera@example.com');
    const { user } = renderCardPage(`/profile/${card}?lang=ur&count=false`);
    await screen.findByRole('heading', { level: 1 });
    await user.click(await screen.findByRole('button', { name: 'یہ رابطہ مجھے ای میل کریں' }));
    const dialog = await screen.findByRole('dialog');
    const email = await within(dialog).findByRole('textbox', { name: 'آپ کا ای میل' });
    await user.type(email, 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'بھیجیں' }));
    const alert = await within(dialog).findByRole('alert');
    // The mock's `Too many requests. Please try again in 60 minutes.`, in Urdu.
    expect(alert.textContent).toMatch(
      /^بہت زیادہ درخواستیں۔ براہ کرم \u2068[۰-۹0-9]+ منٹ\u2069 بعد دوبارہ کوشش کریں۔$/,
    );
    expect(email).toHaveValue('vera@example.com');
  });
});

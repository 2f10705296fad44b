import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { backend, server } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';
import { throttleRules } from '@mocks/throttle';
import { activateLanguage } from '@/i18n';
import { renderCardPage } from '@tests/support/card-page';

/**
 * The visitor's contact exchange form on the real lean card page against the real mock backend
 * (capability `contactExchange`).
 */
const card = seedIds.fullCard;

/** Switches exchange on for the full card in the store, as the owner's editor would. */
function exchangeOn(fields: ('phone' | 'company' | 'jobTitle' | 'note')[] = ['phone', 'company']) {
  const profile = backend.store.profileById(card)!;
  profile.exchange = {
    enabled: true,
    fields,
    notice: 'Owen keeps your details to call you back.',
    noticeVersion: 'v-test',
    privacyUrl: 'https://owen.example.com/privacy',
  };
  backend.store.commit();
}

async function openForm() {
  const view = renderCardPage(`/profile/${card}?count=false`);
  await screen.findByRole('heading', { level: 1, name: 'Owen Owner' });
  await view.user.click(screen.getByRole('button', { name: 'Leave your contact' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave your contact for Owen Owner' });
  await within(dialog).findByRole('textbox', { name: 'Name' });
  return { ...view, dialog };
}

describe('the visitor leaves their contact', () => {
  test('names who receives it, the notice, the privacy link; consent unticked', async () => {
    exchangeOn();
    const { dialog } = await openForm();
    expect(dialog).toHaveTextContent('Your details go to Owen Owner, the owner of this card.');
    expect(dialog).toHaveTextContent('Owen keeps your details to call you back.');
    expect(within(dialog).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      'https://owen.example.com/privacy',
    );
    expect(within(dialog).getByRole('checkbox')).not.toBeChecked();
    expect(within(dialog).queryByRole('textbox', { name: 'Job title' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Company/ })).toBeInTheDocument();
  });

  test('asks for what the owner chose, each field with its autofill token', async () => {
    exchangeOn(['phone', 'company', 'jobTitle', 'note']);
    const { dialog } = await openForm();
    const autofill = (name: string | RegExp) =>
      within(dialog).getByRole('textbox', { name }).getAttribute('autocomplete');
    expect(autofill('Name')).toBe('name');
    expect(autofill('Email')).toBe('email');
    expect(autofill('Phone, India (+91)')).toBe('tel-national');
    expect(autofill(/^Company/)).toBe('organization');
    expect(autofill(/^Job title/)).toBe('organization-title');
    expect(within(dialog).getByRole('textbox', { name: /^Note/ }).tagName).toBe('TEXTAREA');
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(6);
  });

  test('name and e-mail only when the owner chose no other field', async () => {
    exchangeOn([]);
    const { dialog } = await openForm();
    const names = within(dialog)
      .getAllByRole('textbox')
      .map((box) => box.getAttribute('autocomplete'));
    expect(names).toEqual(['name', 'email']);
    expect(dialog).not.toHaveTextContent('Give an e-mail or a phone number, or both.');
  });

  test("the app's messages, the first invalid field focused and described", async () => {
    exchangeOn();
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(name).toHaveFocus();
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    // Either one fixes it: both fields are marked and described.
    for (const field of [email, phone]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('Please give an e-mail or a phone number');
    }
    await user.type(name, 'Vera Visitor');
    await user.type(email, 'vera@');
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    expect(email).toHaveAccessibleDescription('Invalid Email Address');
    expect(email).toHaveFocus();
    await user.clear(email);
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    expect(within(dialog).getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'Invalid phone number for the selected country',
    );
    expect(backend.store.state.contacts).toHaveLength(3);
  });

  test('text pasted with a tab or a control character: the message on its field, kept, nothing sent', async () => {
    exchangeOn(['company', 'note']);
    const { user, dialog } = await openForm();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.paste('Mallory\tBcc: victims@example.net');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'm@example.com');
    await user.click(within(dialog).getByRole('textbox', { name: /^Note/ }));
    await user.paste('Line one\nline two\u0007');
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    expect(name).toHaveAccessibleDescription('Must be one line without tabs or control characters');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Mallory\tBcc: victims@example.net');
    const note = within(dialog).getByRole('textbox', { name: /^Note/ });
    expect(note).toHaveAccessibleDescription('Must not contain tabs or control characters');
    expect(note).toHaveValue('Line one\nline two\u0007');
    expect(backend.store.state.contacts).toHaveLength(3);
  });

  test('a valid contact reaches the owner; the thank-you names them', async () => {
    exchangeOn();
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Vera Visitor');
    await user.type(within(dialog).getByRole('textbox', { name: /Phone/ }), '9123456780');
    await user.type(within(dialog).getByRole('textbox', { name: /^Company/ }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Thank you! Owen Owner has your contact.',
    );
    // The focused submit button is gone: the focus moves to the first next step (WCAG 2.4.3).
    expect(within(dialog).getByRole('button', { name: "Save Owen Owner's contact" })).toHaveFocus();
    expect(backend.store.state.contacts.at(-1)).toMatchObject({
      name: 'Vera Visitor',
      phone: { code: 'IN', number: '9123456780' },
      company: 'Acme',
      marketingConsent: false,
      noticeVersion: 'v-test',
      source: 'card',
    });
    expect(backend.store.state.contacts.at(-1)).not.toHaveProperty('email');
  });

  test("a throttled send shows the server's wait and keeps everything typed", async () => {
    exchangeOn();
    const rule = throttleRules.leaveContact[0];
    backend.store.state.throttles[`leaveContact:client:local`] = Array.from(
      { length: rule.limit },
      () => Date.now(),
    );
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Vera Visitor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Vera Visitor');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('vera@example.com');
    expect(within(dialog).getByRole('checkbox')).toBeChecked();
  });

  test("a failure without the server's message: 'Could not send your contact.', nothing lost", async () => {
    exchangeOn();
    backend.configure({ injections: { leaveContact: { kind: 'network error', once: true } } });
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Vera Visitor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not send your contact.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('vera@example.com');
    // The second try goes through with what was kept.
    await user.click(within(dialog).getByRole('button', { name: 'Send my contact' }));
    await waitFor(() => expect(backend.store.state.contacts).toHaveLength(4));
  });
});

describe("in the visitor's language", () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  test("a Tamil visitor reads the rules' messages and a server's known refusal in Tamil, an unknown one as sent", async () => {
    exchangeOn();
    const { user } = renderCardPage(`/profile/${card}?lang=ta&count=false`);
    await screen.findByRole('heading', { level: 1, name: 'Owen Owner' });
    await user.click(screen.getByRole('button', { name: 'உங்கள் தொடர்பைத் தரவும்' }));
    const dialog = await screen.findByRole('dialog');
    const name = await within(dialog).findByRole('textbox', { name: 'பெயர்' });
    const email = within(dialog).getByRole('textbox', { name: 'மின்னஞ்சல்' });
    const send = () => user.click(within(dialog).getByRole('button', { name: 'என் தொடர்பை அனுப்பு' }));
    await send();
    expect(name).toHaveAccessibleDescription('உங்கள் பெயரை உள்ளிடவும்');
    expect(email).toHaveAccessibleDescription('மின்னஞ்சல் அல்லது தொலைபேசி எண் தரவும்');
    await user.type(email, 'vera@');
    await send();
    expect(email).toHaveAccessibleDescription('மின்னஞ்சல் முகவரி தவறானது');

    // A server's refusal (its English, spec §8): the messages the card knows in Tamil.
    const refusal = {
      success: false,
      message: 'Invalid input',
      errors: { name: 'Please enter your name' },
    };
    server.use(
      http.post('/api/profile/{profileId}/contacts', ({ response }) =>
        response(400).json(refusal as never),
      ),
    );
    await user.type(name, 'Vera');
    await user.type(email, 'example.com');
    await send();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('தவறான உள்ளீடு');
    expect(name).toHaveAccessibleDescription('உங்கள் பெயரை உள்ளிடவும்');
    expect(name).toHaveValue('Vera');

    // One the card does not know reads as sent.
    refusal.message = 'Card service down.';
    refusal.errors.name = 'Names are checked later.';
    await send();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Card service down.'),
    );
    expect(name).toHaveAccessibleDescription('Names are checked later.');
  });
});

describe('without the capability or with exchange off', () => {
  test('exchange off: no form, but "E-mail me this contact" is there', async () => {
    renderCardPage(`/profile/${card}?count=false`);
    await screen.findByRole('heading', { level: 1, name: 'Owen Owner' });
    expect(screen.queryByRole('button', { name: 'Leave your contact' })).toBeNull();
    expect(screen.getByRole('button', { name: 'E-mail me this contact' })).toBeInTheDocument();
  });

  test('spec-only server: no trace of either, even with exchange stored on', async () => {
    exchangeOn();
    applyScenario(backend, 'spec-only');
    exchangeOn();
    renderCardPage(`/profile/${card}?count=false`);
    await screen.findByRole('heading', { level: 1, name: 'Owen Owner' });
    expect(screen.queryByRole('button', { name: 'Leave your contact' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'E-mail me this contact' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/your contact|E-mail me/);
  });
});

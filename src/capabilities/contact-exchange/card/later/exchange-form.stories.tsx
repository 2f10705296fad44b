import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, tooMany, tooManyMessage } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { CardPageStory } from '@tests/profile-card/card-page-story';
import { storyBackend } from '../../../../../.storybook/mock-backend';

/** Exchange on for the full card, after the global decorator's store reset. */
const exchangeOn: Decorator = (Story) => {
  const card = storyBackend.store.profileById(seedIds.fullCard);
  if (card && !card.exchange?.enabled) {
    card.exchange = {
      enabled: true,
      fields: ['phone', 'company', 'jobTitle', 'note'],
      notice:
        'Owen receives your details only to get back in touch. He can delete them at any time.',
      noticeVersion: 'story',
      privacyUrl: 'https://owen.example.com/privacy',
    };
  }
  return <Story />;
};

/**
 * Contact exchange on the visitor's card (capability `contactExchange`): the offer beside Save
 * Contact, the form's states and "E-mail me this contact", against the story mock backend.
 */
const meta = {
  component: CardPageStory,
  title: 'Visitor card/Contact exchange',
  decorators: [exchangeOn],
  parameters: { route: `/profile/${seedIds.fullCard}?count=false`, path: '*', cardStyle: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof CardPageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story backend with `path` answering the mock's throttle refusal (`tooMany`). */
function throttled(
  path: '/api/profile/{profileId}/contacts' | '/api/profile/{profileId}/contact-mail',
  retryAfterSeconds: number,
) {
  const waitMs = retryAfterSeconds * 1000;
  return {
    message: tooManyMessage(waitMs),
    msw: [
      http.post(path, ({ response }) => response.untyped(tooMany(waitMs))),
      ...storyBackend.handlers,
    ],
  };
}

/** Opens "E-mail me this contact"; its queries. */
async function openMailForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me this contact' }));
  return within(
    await within(document.body).findByRole('dialog', { name: 'E-mail me this contact' }),
  );
}

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Leave your contact' }));
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Leave your contact for Owen Owner',
  });
  await within(dialog).findByRole('textbox', { name: 'Name' });
  return within(dialog);
}

/** The first screen: 'Leave your contact' under Save Contact, 'E-mail me this contact' in the icon row. */
export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Leave your contact' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'E-mail me this contact' })).toBeVisible();
  },
};

/** The form: who receives the data, the notice and privacy link, the marketing box unticked. */
export const FormOpen: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  },
};

/** Sent empty: the app's messages, the first invalid field focused. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send my contact' }));
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(form.getByText('Please enter your name')).toBeVisible();
    // On the e-mail and on the phone: either one fixes it.
    await expect(form.getAllByText('Please give an e-mail or a phone number')).toHaveLength(2);
  },
};

const fill = async (form: ReturnType<typeof within>) => {
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Vera Visitor');
  await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'vera@example.com');
  await userEvent.click(form.getByRole('button', { name: 'Send my contact' }));
};

/** Sent: the thank-you names the owner, and the next step is offered. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form);
    await expect(await form.findByRole('status')).toHaveTextContent(
      'Thank you! Owen Owner has your contact.',
    );
    await expect(form.getByRole('button', { name: "Save Owen Owner's contact" })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

const contactsThrottled = throttled('/api/profile/{profileId}/contacts', 720);
/** Throttled: the server's wait, and what was typed stays. */
export const Throttled: Story = {
  parameters: { msw: contactsThrottled.msw },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form);
    await expect(await form.findByRole('alert')).toHaveTextContent(contactsThrottled.message);
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('vera@example.com');
  },
};

/** The server cannot be reached: the form's own message, nothing lost. */
export const Failed: Story = {
  parameters: {
    msw: [
      http.post('/api/profile/{profileId}/contacts', () => HttpResponse.error()),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fill(form);
    await expect(await form.findByRole('alert')).toHaveTextContent('Could not send your contact.');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Vera Visitor');
  },
};

/** After Save Contact the card asks once more, without blocking the download. */
export const AfterSaveContact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = within(await canvas.findByRole('group', { name: 'Card actions' }));
    await userEvent.click(hero.getByRole('button', { name: 'Save Contact' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Saved. Would you like Owen Owner to have your contact too?',
      ),
    );
  },
};

/** "E-mail me this contact": the address, then the server's confirmation. */
export const MailMeThisContact: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMailForm(canvasElement);
    await userEvent.type(
      await dialog.findByRole('textbox', { name: 'Your email' }),
      'vera@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'The contact is on its way to your inbox.',
    );
  },
};

const mailThrottled = throttled('/api/profile/{profileId}/contact-mail', 2400);
/** "E-mail me this contact" throttled: the server's wait, and the address stays. */
export const MailThrottled: Story = {
  parameters: { msw: mailThrottled.msw },
  play: async ({ canvasElement }) => {
    const dialog = await openMailForm(canvasElement);
    const email = await dialog.findByRole('textbox', { name: 'Your email' });
    await userEvent.type(email, 'vera@example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(mailThrottled.message);
    await expect(email).toHaveValue('vera@example.com');
  },
};

/** A server without the capability (`spec-only`): no trace of it on the card. */
export const ServerWithoutCapability: Story = {
  beforeEach: () => {
    storyBackend.configure({ capabilities: [] });
    return () => storyBackend.resetControl();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Owen Owner' });
    await expect(canvas.queryByRole('button', { name: 'Leave your contact' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'E-mail me this contact' })).toBeNull();
  },
};

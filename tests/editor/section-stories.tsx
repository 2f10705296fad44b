import type { StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../../.storybook/mock-backend';
import { withSession } from '../../.storybook/with-session';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { AdminEditorPage, OwnerEditorPage } from '@/features/editor/routes/editor';

type Canvas = ReturnType<typeof within>;

type Account = 'owner' | 'admin';

type Edit = {
  /** Makes a valid change in the section's form. */
  change: (form: Canvas) => Promise<void>;
  /** Makes an invalid change and checks the spec §5 message shows. */
  breakIt: (form: Canvas) => Promise<void>;
  /** Who edits the section (default: the card's owner; the Meta tab is the admin's). */
  account?: Account;
};

type Label = string | RegExp;

/** Replaces a field's value: clears it, then types `value` (nothing for an empty one). */
async function retype(form: Canvas, label: Label, value = '') {
  await userEvent.clear(form.getByLabelText(label));
  if (value) await userEvent.type(form.getByLabelText(label), value);
}

/** Adds `text` at the end of a field's value. */
const append = (form: Canvas, label: Label, text: string) =>
  userEvent.type(form.getByLabelText(label), text);

/** Gives a field a value the section must refuse, and checks the spec §5 message shows. */
async function refuse(form: Canvas, label: Label, value: string, message: string) {
  await retype(form, label, value);
  await expect(form.getByText(message)).toBeVisible();
}

/** The valid and the invalid change of each editor section, by its tab (and its form's name). */
const sectionEdits = {
  General: {
    change: (form) => append(form, /^Tag line/, ' and friends'),
    breakIt: (form) => refuse(form, /^Name/, '', 'Cannot be empty'),
  },
  Contact: {
    change: (form) => retype(form, 'Phone 2 name', 'Desk'),
    breakIt: async (form) => {
      await refuse(
        form,
        'WhatsApp 1 number',
        '12345',
        'Invalid phone number for the selected country',
      );
      await refuse(form, 'Email 2 name', '', 'Please provide both name and email ID');
    },
  },
  Documents: {
    change: async (form) => {
      await retype(form, 'Document 3 name');
      await retype(form, 'Document 3 URL');
    },
    breakIt: (form) => refuse(form, 'Document 1 URL', '', 'Please provide both name and URL'),
  },
  Location: {
    change: (form) => append(form, 'Street', ', 2nd floor'),
    breakIt: (form) => refuse(form, 'Postal code', '012345', 'Must be a valid postal code'),
  },
  Meta: {
    account: 'admin',
    change: (form) => retype(form, /^Owner email/, 'admin@example.com'),
    breakIt: (form) => refuse(form, /^Owner email/, 'owner@', 'Invalid email format'),
  },
  Other: {
    change: (form) => retype(form, 'Google review URL'),
    breakIt: (form) => refuse(form, 'UPI ID', 'owen@ok1', 'Must be a valid UPI ID'),
  },
  Socials: {
    change: (form) => retype(form, 'X'),
    breakIt: (form) =>
      refuse(form, 'Website', 'javascript:alert(1)', 'Must be a valid URL without spaces'),
  },
} satisfies Record<string, Edit>;

/** The editor page at one card, as owner or admin (route params included). */
export function editorParameters(account: Account, profileId: string) {
  const base = account === 'admin' ? '/dashboard/all-profiles' : '/dashboard/my-profiles';
  return { route: `${base}/${profileId}`, path: `${base}/:profileId` };
}

/** The real editor page at one card (default: the owner's full card) with its signed-in session. */
export function editorStory(account: Account = 'owner', profileId: string = seedIds.fullCard) {
  const session = withSession(account);
  const parameters = { ...session.parameters, ...editorParameters(account, profileId) };
  const Page = account === 'admin' ? AdminEditorPage : OwnerEditorPage;
  return { ...session, parameters, render: () => <Page /> } satisfies StoryObj;
}

/**
 * Opens the section's tab once the card has loaded; returns queries inside its form (which
 * may come a moment after the tab: a section's code loads when its tab is first opened).
 */
export async function openTab(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
  // The live preview has tabs of its own; use the editor's.
  const details = within(canvas.getByRole('region', { name: 'Edit Details' }));
  await userEvent.click(details.getByRole('tab', { name: tab }));
  return within(await details.findByRole('form', { name: tab }, { timeout: 5000 }));
}

/**
 * The Live Preview's card, queries inside it (at phone width it opens from the "Show live
 * preview" button at the bottom first).
 */
export async function livePreview() {
  const body = within(document.body);
  const show = body.queryByRole('button', { name: 'Show live preview' });
  if (show) await userEvent.click(show);
  return within(await body.findByRole('region', { name: 'Live Preview card' }, { timeout: 5000 }));
}

/**
 * One of the five states of an editor section as a story (clean, dirty, invalid, submitting,
 * server error): the real editor page at the full card against the story mock backend, with the
 * section's edits from `sectionEdits`.
 */
export function sectionStory(tab: keyof typeof sectionEdits, state: SectionState): StoryObj {
  const { change, breakIt, account }: Edit = sectionEdits[tab];
  const base: StoryObj = editorStory(account);
  const parameters = base.parameters;
  const save = (form: Canvas) => form.getByRole('button', { name: 'Save' });

  const Clean: StoryObj = {
    ...base,
    play: async ({ canvasElement }) => {
      const form = await openTab(canvasElement, tab);
      await expect(save(form)).toBeDisabled();
    },
  };
  const Dirty: StoryObj = {
    ...base,
    play: async ({ canvasElement }) => {
      const form = await openTab(canvasElement, tab);
      await change(form);
      await expect(save(form)).toBeEnabled();
    },
  };
  const Invalid: StoryObj = {
    ...base,
    play: async ({ canvasElement }) => {
      const form = await openTab(canvasElement, tab);
      await breakIt(form);
    },
  };
  const Submitting: StoryObj = {
    ...base,
    parameters: {
      ...parameters,
      msw: [
        http.patch('/api/profile/{profileId}', () => delay('infinite')),
        ...storyBackend.handlers,
      ],
    },
    play: async ({ canvasElement }) => {
      const form = await openTab(canvasElement, tab);
      await change(form);
      await userEvent.click(save(form));
      await waitFor(() => expect(save(form)).toHaveAttribute('data-loading', 'true'));
      await expect(save(form)).toBeDisabled();
    },
  };
  const ServerError: StoryObj = {
    ...base,
    parameters: {
      ...parameters,
      msw: [
        http.patch('/api/profile/{profileId}', ({ response }) =>
          response(500).json({ success: false, message: 'The server is down for maintenance.' }),
        ),
        ...storyBackend.handlers,
      ],
    },
    play: async ({ canvasElement }) => {
      const form = await openTab(canvasElement, tab);
      await change(form);
      await userEvent.click(save(form));
      // The toast slides in; wait until it is shown.
      await waitFor(() =>
        expect(
          within(document.body).getByText('The server is down for maintenance.'),
        ).toBeVisible(),
      );
      await expect(save(form)).toBeEnabled();
    },
  };
  return { Clean, Dirty, Invalid, Submitting, ServerError }[state];
}

type SectionState = 'Clean' | 'Dirty' | 'Invalid' | 'Submitting' | 'ServerError';

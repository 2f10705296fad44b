import type { StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../../.storybook/mock-backend';
import { withSession } from '../../.storybook/with-session';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { AdminEditorPage, OwnerEditorPage } from '@/features/editor/routes/editor';

type Canvas = ReturnType<typeof within>;

type SectionStoryOptions = {
  /** The details tab (and its form's name), e.g. 'General'. */
  tab: string;
  account?: 'owner' | 'admin';
  profileId?: string;
  /** Makes a valid change in the section's form. */
  change: (form: Canvas) => Promise<void>;
  /** Makes an invalid change and checks the spec §5 message shows. */
  breakIt: (form: Canvas) => Promise<void>;
};

/** The editor page at one card, as owner or admin (route params included). */
function editorParameters(account: 'owner' | 'admin', profileId: string) {
  const base = account === 'admin' ? '/dashboard/all-profiles' : '/dashboard/my-profiles';
  return { route: `${base}/${profileId}`, path: `${base}/:profileId` };
}

/** Opens the section's tab once the card has loaded; returns queries inside its form. */
export async function openTab(canvasElement: HTMLElement, tab: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'Edit Details' }, { timeout: 5000 });
  // The live preview has tabs of its own; use the editor's.
  const details = within(canvas.getByRole('region', { name: 'Edit Details' }));
  await userEvent.click(details.getByRole('tab', { name: tab }));
  return within(details.getByRole('form', { name: tab }));
}

/**
 * The five states of an editor section as stories (clean, dirty, invalid, submitting, server
 * error), each the real editor page against the story mock backend.
 */
export function sectionStories({
  tab,
  account = 'owner',
  profileId = seedIds.fullCard,
  change,
  breakIt,
}: SectionStoryOptions) {
  const session = withSession(account);
  const parameters = { ...session.parameters, ...editorParameters(account, profileId) };
  const Page = account === 'admin' ? AdminEditorPage : OwnerEditorPage;
  const base: StoryObj = { ...session, parameters, render: () => <Page /> };
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
  return { Clean, Dirty, Invalid, Submitting, ServerError, editorParameters, base };
}

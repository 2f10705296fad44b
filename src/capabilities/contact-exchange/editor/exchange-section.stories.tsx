import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { defaultNotice, seedIds } from '@mocks/store';
import { withoutCapabilityStory } from '@tests/editor/capability-stories';
import { editorStory, livePreview, openTab } from '@tests/editor/section-stories';
import { ExchangeSection } from './exchange-section';

/**
 * Edit Details → Exchange (capability `contactExchange`): off as seeded, switched on with the
 * fields asked and saved, an empty notice refused, one over the limit kept, and no tab on a server without the
 * capability. The real editor page at the owner's full card against the story mock backend.
 */
export default { component: ExchangeSection, title: 'Editor/Sections/Exchange' } satisfies Meta<
  typeof ExchangeSection
>;

type Canvas = ReturnType<typeof within>;

/** Switches exchange on and ticks Phone and Note. */
async function switchOn(form: Canvas) {
  await userEvent.click(form.getByRole('switch', { name: /^Contact exchange/ }));
  await userEvent.click(form.getByRole('checkbox', { name: 'Phone' }));
  await userEvent.click(form.getByRole('checkbox', { name: 'Note' }));
}

/** The seed: exchange off, nothing extra asked, the default notice; the preview offers no form. */
export const ExchangeOff: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Exchange');
    await expect(form.getByRole('switch', { name: /^Contact exchange/ })).not.toBeChecked();
    for (const field of ['Phone', 'Company', 'Job title', 'Note']) {
      await expect(form.getByRole('checkbox', { name: field })).not.toBeChecked();
    }
    await expect(form.getByRole('textbox', { name: 'Notice visitors read' })).toHaveValue(
      defaultNotice,
    );
    await expect(form.getByRole('textbox', { name: 'Privacy policy link (optional)' })).toHaveValue(
      '',
    );
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    const card = await livePreview();
    await card.findByRole('heading', { name: 'Owen Owner' }, { timeout: 5000 });
    await expect(card.queryByRole('button', { name: 'Leave your contact' })).toBeNull();
  },
};

/**
 * Switched on with Phone and Note asked, before saving: the Live Preview offers the visitor's
 * form with those fields (Company and Job title not asked).
 */
export const PreviewOfTheForm: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Exchange');
    await switchOn(form);
    const card = await livePreview();
    await userEvent.click(await card.findByRole('button', { name: 'Leave your contact' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: 'Leave your contact for Owen Owner',
      }),
    );
    await expect(await dialog.findByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Phone/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Note/ })).toBeVisible();
    await expect(dialog.getByText(defaultNotice)).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: /^Company/ })).toBeNull();
    await expect(dialog.queryByRole('textbox', { name: /^Job title/ })).toBeNull();
  },
};

/** Switched on with Phone and Note, saved: the success toast, Save rests, the server has it. */
export const ExchangeOnSaved: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Exchange');
    await switchOn(form);
    const save = form.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    // The toast slides in; wait until it is shown.
    await waitFor(() =>
      expect(
        within(document.body).getByText('Contact exchange updated successfully.'),
      ).toBeVisible(),
    );
    await waitFor(() => expect(save).toBeDisabled());
    await expect(form.getByRole('switch', { name: /^Contact exchange/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Note' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Company' })).not.toBeChecked();
    // What the mock backend stored, which the public card will offer.
    await expect(storyBackend.store.profileById(seedIds.fullCard)?.exchange).toMatchObject({
      enabled: true,
      fields: ['phone', 'note'],
      notice: defaultNotice,
    });
  },
};

/** An empty notice is refused (visitors must read who receives their details). */
export const EmptyNotice: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Exchange');
    await userEvent.click(form.getByRole('switch', { name: /^Contact exchange/ }));
    const notice = form.getByRole('textbox', { name: 'Notice visitors read' });
    await userEvent.clear(notice);
    await expect(form.getByText('Please write the notice visitors read')).toBeVisible();
    await expect(notice).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A notice over the contract's 500 characters, pasted: kept whole, the limit under the field
 * after Save (the server's field error, as on every tab), nothing stored.
 */
export const NoticeOverLimit: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Exchange');
    const notice = form.getByRole('textbox', { name: 'Notice visitors read' });
    const long = `${defaultNotice} `.repeat(Math.ceil(501 / defaultNotice.length)).trim();
    await userEvent.clear(notice);
    await userEvent.click(notice);
    await userEvent.paste(long);
    await expect(notice).toHaveValue(long);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByText('Must be at most 500 characters.')).toBeVisible();
    await expect(notice).toHaveValue(long);
    await expect(storyBackend.store.profileById(seedIds.fullCard)?.exchange?.notice).not.toBe(long);
  },
};

/** A server without the capability (scenario `spec-only`): no Exchange tab at all. */
export const ServerWithoutCapability = withoutCapabilityStory('Exchange');

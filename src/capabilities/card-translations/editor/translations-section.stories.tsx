import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { seedIds } from '@mocks/store';
import { withoutCapabilityStory } from '@tests/editor/capability-stories';
import { editorStory, livePreview, openTab } from '@tests/editor/section-stories';
import { TranslationsSection } from './translations-section';

/**
 * Edit Details → Translations (capability `cardTranslations`): the seeded Hindi words, Urdu
 * right to left, a Tamil name saved, and no tab on a server without the capability. The real
 * editor page at the owner's full card against the story mock backend.
 */
export default {
  component: TranslationsSection,
  title: 'Editor/Sections/Translations',
} satisfies Meta<typeof TranslationsSection>;

type Canvas = ReturnType<typeof within>;

/** Picks the language to translate into. */
async function chooseLanguage(form: Canvas, language: string) {
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Language' }), language);
}

/** The seed: the card is in English; Hindi first, its words filled; the preview in Hindi, its buttons too. */
export const Hindi: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Translations');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('ओवेन ओनर');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    const card = await livePreview();
    await card.findByRole('heading', { name: 'ओवेन ओनर' }, { timeout: 5000 });
    // Its buttons as a Hindi visitor reads them.
    await card.findByRole('button', { name: 'संपर्क सेव करें' }, { timeout: 5000 });
  },
};

/** Urdu: its fields read right to left, and the preview shows the card in Urdu, right to left. */
export const Urdu: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Translations');
    await chooseLanguage(form, 'ur');
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('اوون اونر');
    await expect(name.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const card = await livePreview();
    await card.findByRole('heading', { name: 'اوون اونر' }, { timeout: 5000 });
    // Its buttons in Urdu, and the card right to left.
    const save = await card.findByRole('button', { name: 'رابطہ محفوظ کریں' }, { timeout: 5000 });
    await expect(save.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

/** A Tamil name typed and saved: the toast, Save rests, the server has it. */
export const TamilSaved: StoryObj = {
  ...editorStory(),
  play: async ({ canvasElement }) => {
    const form = await openTab(canvasElement, 'Translations');
    await chooseLanguage(form, 'ta');
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'ஓவன் ஓனர்');
    const save = form.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(document.body).getByText('Translations updated successfully.')).toBeVisible(),
    );
    await waitFor(() => expect(save).toBeDisabled());
    await expect(storyBackend.store.profileById(seedIds.fullCard)?.translations?.texts.ta).toEqual({
      name: 'ஓவன் ஓனர்',
    });
  },
};

/** A server without the capability (scenario `spec-only`): no Translations tab at all. */
export const ServerWithoutCapability = withoutCapabilityStory('Translations');

import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { applyScenario } from '@mocks/scenarios';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';
import { translationsRequest, translationsValues } from './translations-form';

test('a Tamil name is saved with the tab’s Save, and the Live Preview shows the card in Tamil', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  const form = within(await openSection(user, 'Translations'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ta');
  const name = form.getByRole('textbox', { name: 'Name' });
  expect(name).toHaveAttribute('placeholder', 'Owen Owner');
  // The field is in Tamil (a screen reader's voice, the font); its label is the owner's English.
  expect(name).toHaveAttribute('lang', 'ta');
  // A label's language is its nearest ancestor's attribute, which no query reads.
  // eslint-disable-next-line testing-library/no-node-access
  expect(form.getByText('Name').closest('[lang]')).not.toHaveAttribute('lang', 'ta');
  await user.type(name, 'ஓவன் ஓனர்');
  // At this width the preview opens from its button.
  await user.click(screen.getByRole('button', { name: 'Show live preview' }));
  const preview = within(await screen.findByRole('region', { name: 'Live Preview card' }));
  expect(await preview.findByRole('heading', { name: 'ஓவன் ஓனர்' }, { timeout: 3000 })).toBeVisible();
  // The card's own buttons and tabs are in Tamil too, as a Tamil visitor reads them; the
  // editor around it stays in the owner's English.
  expect(
    await preview.findByRole('button', { name: 'தொடர்பைச் சேமி' }, { timeout: 3000 }),
  ).toBeVisible();
  expect(preview.getByRole('tab', { name: 'தொடர்பு' })).toBeInTheDocument();
  expect(preview.queryByRole('button', { name: 'Save Contact' })).toBeNull();
  // eslint-disable-next-line testing-library/no-node-access
  expect(preview.getByRole('article').closest('[lang]')).toHaveAttribute('lang', 'ta');
  expect(screen.getByRole('button', { name: 'Hide live preview' })).toBeVisible();
  await user.click(form.getByRole('button', { name: 'Save' }));
  await screen.findByText('Translations updated successfully.');
  await waitFor(() =>
    expect(backend.store.profileById(seedIds.fullCard)?.translations?.texts.ta).toEqual({
      name: 'ஓவன் ஓனர்',
    }),
  );
  // Hindi and Urdu are kept as they were.
  expect(backend.store.profileById(seedIds.fullCard)?.translations?.texts.hi?.name).toBe('ओवेन ओनर');
  // A busy machine: the editor, the tab's code and the preview load in this one test.
}, 30_000);

test('away from the Translations tab the preview is the card in its own words again, with the edits', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  const form = within(await openSection(user, 'Translations'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ur');
  await user.click(screen.getByRole('button', { name: 'Show live preview' }));
  const preview = within(await screen.findByRole('region', { name: 'Live Preview card' }));
  expect(
    await preview.findByRole('heading', { name: 'اوون اونر' }, { timeout: 3000 }),
  ).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Hide live preview' }));
  const general = within(await openSection(user, 'General'));
  await user.clear(general.getByLabelText(/^Name/));
  await user.type(general.getByLabelText(/^Name/), 'Owen Renamed');
  await user.click(screen.getByRole('button', { name: 'Show live preview' }));
  const again = within(await screen.findByRole('region', { name: 'Live Preview card' }));
  expect(
    await again.findByRole('heading', { name: 'Owen Renamed' }, { timeout: 3000 }),
  ).toBeVisible();
  expect(again.getByRole('button', { name: 'Save Contact' })).toBeVisible();
}, 30_000);

test('the form sends only what was written, the card’s own language’s words as well', () => {
  const profile = backend.store.profileById(seedIds.fullCard)!;
  const values = translationsValues(profile, { language: 'en', texts: {} });
  values.texts.ta.name = ' ஓவன் ';
  values.texts.ta.phoneLabels = ['', 'அலுவலகம்'];
  values.texts.gu.tagLine = '  ';
  values.texts.en.name = 'Kept, not shown';
  expect(translationsRequest(values)).toEqual({
    language: 'en',
    texts: { en: { name: 'Kept, not shown' }, ta: { name: 'ஓவன்', phoneLabels: ['', 'அலுவலகம்'] } },
  });
});

test('a language made the card’s own and back keeps its words', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  const form = within(await openSection(user, 'Translations'));
  const stored = () => backend.store.profileById(seedIds.fullCard)?.translations;
  const save = async (saved: () => boolean) => {
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved()).toBe(true));
    // The form starts again from what the server stored: Save waits for the next edit.
    await waitFor(() => expect(form.getByRole('button', { name: 'Save' })).toBeDisabled());
  };
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ta');
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'ஓவன் ஓனர்');
  await save(() => stored()?.texts.ta?.name === 'ஓவன் ஓனர்');
  const written = form.getByRole('combobox', { name: 'Your card is written in' });
  await user.selectOptions(written, 'ta');
  await save(() => stored()?.language === 'ta');
  // While Tamil is the card's own language it is not offered to translate into.
  expect(
    within(form.getByRole('combobox', { name: 'Language' })).queryByRole('option', {
      name: /^தமிழ்/,
    }),
  ).toBeNull();
  await user.selectOptions(written, 'en');
  await save(() => stored()?.language === 'en');
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ta');
  expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('ஓவன் ஓனர்');
  expect(stored()?.texts.ta?.name).toBe('ஓவன் ஓனர்');
}, 30_000);

test('a translation over the contract’s limit is kept whole, with the limit under its field', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  const form = within(await openSection(user, 'Translations'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ta');
  const name = form.getByRole('textbox', { name: 'Name' });
  const long = 'ஓவன் ஓனர் '.repeat(11).trim(); // 109 characters, the limit is 100
  await user.click(name);
  await user.paste(long);
  expect(name).toHaveValue(long);
  await user.click(form.getByRole('button', { name: 'Save' }));
  expect(await form.findByText('Must be at most 100 characters.')).toBeVisible();
  expect(name).toHaveValue(long);
  expect(name).toHaveAccessibleDescription('Must be at most 100 characters.');
  expect(backend.store.profileById(seedIds.fullCard)?.translations?.texts.ta).toBeUndefined();
}, 30_000);

test('a document removed on its tab takes its translated names with it', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  // The Translations tab opened first: its form was filled before the documents changed.
  await openSection(user, 'Translations');
  const documents = within(await openSection(user, 'Documents'));
  await user.clear(documents.getByRole('textbox', { name: 'Document 1 name' }));
  await user.clear(documents.getByRole('textbox', { name: 'Document 1 URL' }));
  await user.click(documents.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Documents updated successfully.')).toBeInTheDocument();
  const form = within(await openSection(user, 'Translations'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'hi');
  expect(form.getByRole('textbox', { name: 'Document 1: Price list' })).toHaveValue('मूल्य सूची');
  expect(form.getByRole('textbox', { name: 'Document 2: Portfolio' })).toHaveValue('पोर्टफ़ोलियो');
  expect(form.queryByRole('textbox', { name: /^Document 3/ })).toBeNull();
}, 30_000);

test('unsaved translations stay when another tab is saved', async () => {
  applyScenario(backend, 'default');
  const { user } = await openEditor(seedIds.fullCard);
  const form = within(await openSection(user, 'Translations'));
  await user.selectOptions(form.getByRole('combobox', { name: 'Language' }), 'ta');
  await user.type(form.getByRole('textbox', { name: 'Name' }), 'ஓவன்');
  const general = within(await openSection(user, 'General'));
  await user.type(general.getByLabelText(/^Tag line/), '!');
  await user.click(general.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('General data updated successfully.')).toBeInTheDocument();
  await openSection(user, 'Translations');
  expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('ஓவன்');
  expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
}, 30_000);

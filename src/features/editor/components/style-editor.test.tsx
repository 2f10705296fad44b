import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { failSectionSaves, openEditor, recordSectionBodies } from '@tests/editor/editor-test-utils';

/** The preview card's background, from the theme variables the public card sets. */
const previewBackground = () =>
  within(screen.getByRole('region', { name: 'Live Preview card' }))
    .getByRole('article')
    .style.getPropertyValue('--card-bg');

describe('edit styles', () => {
  test('shows the saved theme and accent, with no Save', async () => {
    await openEditor(seedIds.lightCard);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark green' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save styles' })).not.toBeInTheDocument();
  });

  test('choosing a theme updates the preview at once, before saving', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('button', { name: 'Show live preview' }));
    // The collapsed preview mounts its card on opening (its code loads then); wait for the card
    // rather than race it.
    const preview = await screen.findByRole('region', { name: 'Live Preview card' });
    await within(preview).findByRole('article');
    expect(previewBackground()).toBe('#0b1120');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(previewBackground()).toBe('#ffffff');
    expect(screen.getByRole('button', { name: 'Save styles' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  test('Save sends only the chosen fields, then the choice clears', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    await user.click(screen.getByRole('button', { name: 'Save styles' }));
    expect(await screen.findByText('Styles updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ style: { accent: 'pink' } }]);
    expect(backend.store.profileById(seedIds.fullCard)!.style).toEqual({
      theme: 'dark',
      accent: 'pink',
    });
    expect(screen.queryByRole('button', { name: 'Save styles' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pink' })).toBeChecked();
  });

  test('theme and accent together are sent together', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('radio', { name: 'Orange' }));
    await user.click(screen.getByRole('button', { name: 'Save styles' }));
    expect(await screen.findByText('Styles updated successfully.')).toBeInTheDocument();
    expect(bodies).toEqual([{ style: { theme: 'light', accent: 'orange' } }]);
  });

  test('choosing the saved value again is no change', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.queryByRole('button', { name: 'Save styles' })).not.toBeInTheDocument();
  });

  test('Discard drops the choice and the preview goes back', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('button', { name: 'Show live preview' }));
    await screen.findByRole('region', { name: 'Live Preview card' });
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.click(screen.getByRole('button', { name: 'Discard style changes' }));
    expect(previewBackground()).toBe('#0b1120');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  test('a failure shows the §8 fallback and keeps the choice', async () => {
    failSectionSaves();
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.click(screen.getByRole('button', { name: 'Save styles' }));
    expect(await screen.findByText('Failed to update styles.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save styles' })).toBeEnabled();
  });
});

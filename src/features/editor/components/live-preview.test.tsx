import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';

/** Opens the phone drawer (jsdom matches no media query: the phone layout). */
async function openPreview(user: ReturnType<typeof userEvent.setup>) {
  // Waits for the button: after a save its "unsaved" mark clears once the saved card is back.
  await user.click(await screen.findByRole('button', { name: 'Show live preview' }));
  await screen.findByRole('region', { name: 'Live Preview card' });
}

describe('live preview of unsaved edits', () => {
  test('an unsaved tag line shows in the preview, marked unsaved, and not on the public card', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText('Tag line'), 'Fresh bread daily');
    await openPreview(user);
    const card = within(screen.getByRole('region', { name: 'Live Preview card' }));
    expect(await card.findByText('Fresh bread daily')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(
      screen.getByText('Shown here only. Visitors see the saved card until you save.'),
    ).toBeInTheDocument();
    expect(backend.store.profileById(seedIds.minimalCard)!.general.tagLine).toBe('');
    // No translation is shown: the card's buttons are in the owner's language, no other marked.
    expect(card.getByRole('button', { name: 'Save Contact' })).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access
    expect(card.getByRole('article').closest('[lang]')).toBe(document.documentElement);
  });

  test('saving clears the unsaved mark and the preview keeps the saved text', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText('Tag line'), 'Open late');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('General data updated successfully.')).toBeInTheDocument();
    await openPreview(user);
    const card = within(screen.getByRole('region', { name: 'Live Preview card' }));
    expect(card.getByText('Open late')).toBeInTheDocument();
    expect(await screen.findByText('Matches the saved card visitors see.')).toBeInTheDocument();
  });

  test('an unsaved social handle appears as a button linking to its profile URL', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Socials'));
    await user.type(form.getByLabelText('Instagram'), '@minbakes');
    await user.tab();
    expect(form.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/minbakes');
    await openPreview(user);
    const card = within(screen.getByRole('region', { name: 'Live Preview card' }));
    await user.click(await card.findByRole('tab', { name: /socials/i }));
    expect(await card.findByRole('link', { name: /instagram/i })).toHaveAttribute(
      'href',
      'https://www.instagram.com/minbakes',
    );
  });

  test('a chosen logo shows in the preview before it is uploaded', async () => {
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const { user } = await openEditor(seedIds.minimalCard);
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    const picker = userEvent.setup({ applyAccept: false });
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'wide.png', { type: 'image/png' });
    await picker.upload(await screen.findByLabelText('Choose a logo file'), png);
    await screen.findByRole('button', { name: 'Confirm Upload' });
    await openPreview(user);
    const card = within(screen.getByRole('region', { name: 'Live Preview card' }));
    await waitFor(() =>
      expect(card.getByRole('img', { name: /logo$/ })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
  });
});

describe('the phone’s preview drawer', () => {
  test('is a dialog named Live Preview that gives the focus back to its button when hidden', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const show = await screen.findByRole('button', { name: 'Show live preview' });
    await user.click(show);
    expect(await screen.findByRole('dialog', { name: 'Live Preview' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Live Preview card' });
    await user.click(screen.getByRole('button', { name: 'Hide live preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(show).toHaveFocus());
    expect(show).toHaveAttribute('aria-expanded', 'false');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { seedIds } from '@mocks/store';
import { openEditor, openSection } from '@tests/editor/editor-test-utils';

const editorPath = `/dashboard/my-profiles/${seedIds.fullCard}`;

function beforeUnloadPrevented() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('leaving the editor', () => {
  test('a clean editor leaves without asking', async () => {
    const { user, router } = await openEditor(seedIds.fullCard);
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
  });

  test('unsaved details ask first; Stay keeps what was typed', async () => {
    const { user, router } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Socials'));
    await user.clear(form.getByLabelText('Website'));
    await user.type(form.getByLabelText('Website'), 'https://typed.example.com');
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await user.click(dialog.getByRole('button', { name: 'Stay and keep editing' }));
    expect(router.state.location.pathname).toBe(editorPath);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form.getByLabelText('Website')).toHaveValue('https://typed.example.com');
  });

  test('Leave without saving goes on', async () => {
    const { user, router } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText(/^Tag line/), '!');
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    await user.click(dialog.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
  });

  test('changes in a hidden tab still count', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Location'));
    await user.type(form.getByLabelText('City'), 'x');
    await user.click(screen.getByRole('tab', { name: 'General' }));
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  test('an unsaved style choice asks first, and the browser is asked to confirm a reload', async () => {
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect(beforeUnloadPrevented()).toBe(true);
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  test('a pending logo asks first', async () => {
    Object.defineProperty(URL, 'createObjectURL', {
      value: () => 'blob:thumbnail',
      configurable: true,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
    const { user } = await openEditor(seedIds.fullCard);
    await user.click(screen.getByRole('tab', { name: 'Logo' }));
    await user.upload(
      await screen.findByLabelText('Choose a logo file'),
      new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }),
    );
    await screen.findByRole('button', { name: 'Confirm Upload' });
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeInTheDocument();
  });

  test('after saving, leaving does not ask', async () => {
    const { user, router } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'General'));
    await user.type(form.getByLabelText(/^Tag line/), '!');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('General data updated successfully.');
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: /Back to My Profiles/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/my-profiles'));
  });
});

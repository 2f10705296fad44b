import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { openEditor, openSection, recordSectionBodies } from '@tests/editor/editor-test-utils';

const urlMessage = 'Must be a valid URL without spaces';

describe('socials section', () => {
  test.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://files.example.com'],
    ['https://exa mple.com'],
    ['not a url'],
  ])('refuses %s', async (value) => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Socials'));
    await user.type(form.getByLabelText('Instagram'), value);
    expect(form.getByLabelText('Instagram')).toHaveAccessibleDescription(urlMessage);
  });

  test('handles and addresses without https become URLs on leaving the field, and are saved so', async () => {
    const { user } = await openEditor(seedIds.minimalCard);
    const form = within(await openSection(user, 'Socials'));
    await user.type(form.getByLabelText('Website'), 'min.example.com');
    await user.type(form.getByLabelText('Instagram'), '@minbakes');
    await user.type(form.getByLabelText('YouTube'), '@minbakes');
    await user.type(form.getByLabelText('LinkedIn'), 'min-owner');
    await user.tab();
    expect(form.getByLabelText('Website')).toHaveValue('https://min.example.com');
    expect(form.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/minbakes');
    expect(form.getByLabelText('YouTube')).toHaveValue('https://www.youtube.com/@minbakes');
    expect(form.getByLabelText('LinkedIn')).toHaveValue('https://www.linkedin.com/in/min-owner');
    expect(form.queryByText(urlMessage)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Socials updated successfully.')).toBeInTheDocument();
    expect(backend.store.profileById(seedIds.minimalCard)!.socials).toMatchObject({
      website: 'https://min.example.com',
      instagram: 'https://www.instagram.com/minbakes',
      youtube: 'https://www.youtube.com/@minbakes',
      linkedin: 'https://www.linkedin.com/in/min-owner',
    });
  });

  test.each([['javascript:alert(1)'], ['@min bakes'], ['min']])(
    '%s is still refused after leaving the Website field',
    async (value) => {
      const { user } = await openEditor(seedIds.minimalCard);
      const form = within(await openSection(user, 'Socials'));
      await user.type(form.getByLabelText('Website'), value);
      await user.tab();
      expect(form.getByLabelText('Website')).toHaveValue(value);
      expect(form.getByLabelText('Website')).toHaveAccessibleDescription(urlMessage);
    },
  );

  test('an emptied URL is fine', async () => {
    const bodies = recordSectionBodies();
    const { user } = await openEditor(seedIds.fullCard);
    const form = within(await openSection(user, 'Socials'));
    await user.clear(form.getByLabelText('YouTube'));
    expect(form.queryByText(urlMessage)).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Socials updated successfully.')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      socials: { youtube: '', website: 'https://owen.example.com' },
    });
  });
});

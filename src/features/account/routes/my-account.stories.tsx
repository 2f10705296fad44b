import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { buildUser } from '@mocks/factories';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { MyAccountPage } from './my-account';

const owner = buildUser({ _id: seedIds.owner, name: 'Owen Owner', email: 'owner@example.com' });

const meta = {
  component: MyAccountPage,
  title: 'Accounts/My account',
  parameters: { route: '/dashboard/my-account', user: owner },
} satisfies Meta<typeof MyAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

const editDetails = async (canvasElement: HTMLElement, name: string) => {
  const details = region(canvasElement, 'My Details');
  await userEvent.click(details.getByRole('button', { name: 'Edit details' }));
  await userEvent.clear(details.getByLabelText('Name'));
  if (name) await userEvent.type(details.getByLabelText('Name'), name);
  await userEvent.click(details.getByRole('button', { name: 'Edit Details' }));
};

const changePassword = async (
  canvasElement: HTMLElement,
  old: string,
  next: string,
  retype: string,
) => {
  const form = region(canvasElement, 'Change Password');
  if (old) await userEvent.type(form.getByLabelText('Old password'), old);
  if (next) await userEvent.type(form.getByLabelText('New password'), next);
  if (retype) await userEvent.type(form.getByLabelText('Retype new password'), retype);
  await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
};

const slowPatch = [http.patch('/api/user/{id}', () => delay('infinite')), ...storyBackend.handlers];
const failingPatch = [
  http.patch('/api/user/{id}', ({ response }) =>
    response(500).json({ success: false, message: '' }),
  ),
  ...storyBackend.handlers,
];

/** Both forms as they open: My Details locked, Change Password empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const details = region(canvasElement, 'My Details');
    await expect(details.getByLabelText('Name')).toBeDisabled();
    await expect(details.queryByRole('button', { name: 'Edit Details' })).not.toBeInTheDocument();
  },
};

export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const details = region(canvasElement, 'My Details');
    await userEvent.click(details.getByRole('button', { name: 'Edit details' }));
    await expect(details.getByLabelText('Name')).toBeEnabled();
    await expect(details.getByRole('button', { name: 'Edit Details' })).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await editDetails(canvasElement, '');
    await expect(
      await region(canvasElement, 'My Details').findByText('Please enter your name'),
    ).toBeVisible();
    await changePassword(canvasElement, '', 'weak', 'other');
    const form = region(canvasElement, 'Change Password');
    await expect(await form.findByText('Old Password is required')).toBeVisible();
    await expect(form.getByText('New passwords do not match')).toBeVisible();
  },
};

export const SubmittingDetails: Story = {
  parameters: { msw: slowPatch },
  play: async ({ canvasElement }) => {
    await editDetails(canvasElement, 'Owen Renamed');
    await expect(
      region(canvasElement, 'My Details').getByRole('button', { name: 'Edit Details' }),
    ).toBeDisabled();
  },
};

export const SubmittingPassword: Story = {
  parameters: { msw: slowPatch },
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Owner@123', 'Fresh@456', 'Fresh@456');
    await expect(
      region(canvasElement, 'Change Password').getByRole('button', { name: 'Change Password' }),
    ).toBeDisabled();
  },
};

export const ServerErrorDetails: Story = {
  parameters: { msw: failingPatch },
  play: async ({ canvasElement }) => {
    await editDetails(canvasElement, 'Owen Renamed');
    await expect(
      await within(document.body).findByText('Failed to edit details.'),
    ).toBeInTheDocument();
    await expect(region(canvasElement, 'My Details').getByLabelText('Name')).toHaveValue(
      'Owen Renamed',
    );
  },
};

export const ServerErrorPassword: Story = {
  parameters: { msw: failingPatch },
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, 'Owner@123', 'Fresh@456', 'Fresh@456');
    await expect(
      await within(document.body).findByText('Failed to edit password.'),
    ).toBeInTheDocument();
  },
};

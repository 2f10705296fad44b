import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { buildUser } from '@mocks/factories';
import { failWith } from '@tests/support/fail-with';
import { never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
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

const slowPatch = http.patch('/api/user/{id}', never);
const failingPatch = http.patch('/api/user/{id}', failWith(''));
const renamed = (canvasElement: HTMLElement) => editDetails(canvasElement, 'Owen Renamed');
const changed = (canvasElement: HTMLElement) =>
  changePassword(canvasElement, 'Owner@123', 'Fresh@456', 'Fresh@456');

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

export const SubmittingDetails: Story = submittingStory(slowPatch, renamed, 'Edit Details');

export const SubmittingPassword: Story = submittingStory(slowPatch, changed, 'Change Password');

export const ServerErrorDetails: Story = serverErrorStory({
  handler: failingPatch,
  send: renamed,
  toast: 'Failed to edit details.',
  then: (canvasElement) =>
    expect(region(canvasElement, 'My Details').getByLabelText('Name')).toHaveValue('Owen Renamed'),
});

export const ServerErrorPassword: Story = serverErrorStory({
  handler: failingPatch,
  send: changed,
  toast: 'Failed to edit password.',
});

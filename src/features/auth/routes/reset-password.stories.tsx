import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { ResetPasswordPage } from './reset-password';

const meta = {
  component: ResetPasswordPage,
  title: 'Accounts/Reset password',
  parameters: {
    route: '/reset-password/expired-token',
    path: '/reset-password/:resetToken',
    user: null,
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const change = async (canvasElement: HTMLElement, password: string, retype: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Retype password'), retype);
  await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveValue('');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'weak', 'other');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Min 6 characters, use a mix of letters, numbers, and symbols. No spaces.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: [
      http.post('/api/user/reset-password/{resetToken}', () => delay('infinite')),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'Fresh@456', 'Fresh@456');
    await expect(within(canvasElement).getByRole('button', { name: 'Change' })).toBeDisabled();
  },
};

/** The real mock backend: the token in the URL was never issued, as with an expired link. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'Fresh@456', 'Fresh@456');
    await expect(
      await within(document.body).findByText('The reset link is invalid or has expired.'),
    ).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { fillAndSend, never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
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

const change = (canvasElement: HTMLElement, password: string, retype: string) =>
  fillAndSend(canvasElement, { Password: password, 'Retype password': retype }, 'Change');

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

const changeValid = (canvasElement: HTMLElement) => change(canvasElement, 'Fresh@456', 'Fresh@456');

export const Submitting: Story = submittingStory(
  http.post('/api/user/reset-password/{resetToken}', never),
  changeValid,
  'Change',
);

/** The real mock backend: the token in the URL was never issued, as with an expired link. */
export const ServerError: Story = serverErrorStory({
  send: changeValid,
  toast: 'The reset link is invalid or has expired.',
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { failWith } from '@tests/support/fail-with';
import { fillAndSend, never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
import { ForgotPasswordPage } from './forgot-password';

const meta = {
  component: ForgotPasswordPage,
  title: 'Accounts/Forgot password',
  parameters: { route: '/forgot-password', user: null },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = (canvasElement: HTMLElement, email: string) =>
  fillAndSend(canvasElement, { Email: email }, 'Send Email');

/** Nothing typed yet: an empty e-mail field, no message, the button ready. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send Email' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'owner@');
    await expect(await within(canvasElement).findByText('Invalid Email Address')).toBeVisible();
  },
};

const sendValid = (canvasElement: HTMLElement) => send(canvasElement, 'owner@example.com');

export const Submitting: Story = submittingStory(
  http.post('/api/user/forgot-password', never),
  sendValid,
  'Send Email',
);

export const ServerError: Story = serverErrorStory({
  handler: http.post('/api/user/forgot-password', failWith('')),
  send: sendValid,
  toast: 'Failed to initiate password reset.',
});

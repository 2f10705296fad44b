import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildUser } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { fillAndSend, never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
import { VerifyEmailPage } from './verify-email';

const pending = buildUser({
  name: 'Penny Pending',
  email: 'pending@example.com',
  isVerified: false,
});

const meta = {
  component: VerifyEmailPage,
  title: 'Accounts/Verify e-mail',
  parameters: { route: '/verify-email', user: pending },
} satisfies Meta<typeof VerifyEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const verify = (canvasElement: HTMLElement, code: string) =>
  fillAndSend(canvasElement, { 'Verification code': code }, 'Verify');

/** The resend link waits out its 30-second countdown. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(canvas.getByText('in 30s')).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await verify(canvasElement, '123');
    await expect(await within(canvasElement).findByText('Code must be of 6 digits')).toBeVisible();
  },
};

export const Submitting: Story = submittingStory(
  http.post('/api/user/verify-email', never),
  (canvasElement) => verify(canvasElement, '123456'),
  'Verify',
);

export const ServerError: Story = serverErrorStory({
  handler: http.post('/api/user/verify-email', ({ response }) =>
    response(400).json({
      success: false,
      message: 'Invalid verification code.',
      errors: { code: 'Invalid verification code.' },
    }),
  ),
  send: (canvasElement) => verify(canvasElement, '111111'),
  toast: 'Invalid verification code.',
  onField: true,
});

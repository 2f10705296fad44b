import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildUser } from '@mocks/factories';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../.storybook/mock-backend';
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

const verify = async (canvasElement: HTMLElement, code: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Verification code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
};

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

export const Submitting: Story = {
  parameters: {
    msw: [http.post('/api/user/verify-email', () => delay('infinite')), ...storyBackend.handlers],
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement, '123456');
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: [
      http.post('/api/user/verify-email', ({ response }) =>
        response(400).json({
          success: false,
          message: 'Invalid verification code.',
          errors: { code: 'Invalid verification code.' },
        }),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await verify(canvasElement, '111111');
    // The field's message and the toast, which loads with the first toast.
    await waitFor(() =>
      expect(within(document.body).getAllByText('Invalid verification code.')).toHaveLength(2),
    );
  },
};

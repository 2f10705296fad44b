import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { ForgotPasswordPage } from './forgot-password';

const meta = {
  component: ForgotPasswordPage,
  title: 'Accounts/Forgot password',
  parameters: { route: '/forgot-password', user: null },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Email' }));
};

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

export const Submitting: Story = {
  parameters: {
    msw: [
      http.post('/api/user/forgot-password', () => delay('infinite')),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'owner@example.com');
    await expect(within(canvasElement).getByRole('button', { name: 'Send Email' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: [
      http.post('/api/user/forgot-password', ({ response }) =>
        response(500).json({ success: false, message: '' }),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement, 'owner@example.com');
    await expect(
      await within(document.body).findByText('Failed to initiate password reset.'),
    ).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { RegisterPage } from './register';

const meta = {
  component: RegisterPage,
  title: 'Accounts/Register',
  parameters: { route: '/register', user: null },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Name'), 'Nina New');
  await userEvent.type(canvas.getByLabelText('Email'), 'nina@example.com');
  await userEvent.type(canvas.getByLabelText('Phone number'), '9876512345');
  await userEvent.type(canvas.getByLabelText('Password'), 'Nina@123');
  await userEvent.type(canvas.getByLabelText('Retype password'), 'Nina@123');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Country code')).toHaveValue('IN');
    await expect(
      canvas.getByRole('link', { name: 'Already have an account ? Login now.' }),
    ).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '12345');
    await userEvent.type(canvas.getByLabelText('Password'), 'weak');
    await userEvent.type(canvas.getByLabelText('Retype password'), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Please enter your name')).toBeVisible();
    await expect(canvas.getByText('Invalid Email Address')).toBeVisible();
    await expect(canvas.getByText('Invalid phone number for the selected country')).toBeVisible();
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: [http.post('/api/user/register', () => delay('infinite')), ...storyBackend.handlers],
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: 'Register' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: {
    msw: [
      http.post('/api/user/register', ({ response }) =>
        response(409).json({
          success: false,
          message: 'Email is already registered.',
          errors: { email: 'Email is already registered.' },
        }),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement);
    // The field's message and the toast, which loads with the first toast.
    await waitFor(() =>
      expect(within(document.body).getAllByText('Email is already registered.')).toHaveLength(2),
    );
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue('Nina New');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { fillAndSend, never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
import { RegisterPage } from './register';

const meta = {
  component: RegisterPage,
  title: 'Accounts/Register',
  parameters: { route: '/register', user: null },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = (canvasElement: HTMLElement) =>
  fillAndSend(
    canvasElement,
    {
      Name: 'Nina New',
      Email: 'nina@example.com',
      'Phone number': '9876512345',
      Password: 'Nina@123',
      'Retype password': 'Nina@123',
    },
    'Register',
  );

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

export const Submitting: Story = submittingStory(
  http.post('/api/user/register', never),
  fillValid,
  'Register',
);

export const ServerError: Story = serverErrorStory({
  handler: http.post('/api/user/register', ({ response }) =>
    response(409).json({
      success: false,
      message: 'Email is already registered.',
      errors: { email: 'Email is already registered.' },
    }),
  ),
  send: fillValid,
  toast: 'Email is already registered.',
  onField: true,
  then: (canvasElement) =>
    expect(within(canvasElement).getByLabelText('Name')).toHaveValue('Nina New'),
});

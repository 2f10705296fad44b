import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { fillAndSend, never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
import { LoginPage } from './login';

const meta = {
  component: LoginPage,
  title: 'Accounts/Log in',
  parameters: { route: '/login', user: null },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = (canvasElement: HTMLElement) =>
  fillAndSend(canvasElement, { Email: 'owner@example.com', Password: 'Owner@123' }, 'Login');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
    await expect(canvas.getByRole('link', { name: 'Forgot Password ?' })).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'owner@');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Invalid Email Address')).toBeVisible();
    await expect(canvas.getByText('Please enter your password')).toBeVisible();
  },
};

export const Submitting: Story = submittingStory(
  http.post('/api/user/login', never),
  fillValid,
  'Login',
);

export const ServerError: Story = serverErrorStory({
  handler: http.post('/api/user/login', ({ response }) =>
    response(401).json({ success: false, message: 'Invalid email or password.' }),
  ),
  send: fillValid,
  toast: 'Invalid email or password.',
  then: (canvasElement) =>
    expect(within(canvasElement).getByLabelText('Email')).toHaveValue('owner@example.com'),
});

/** The page in Hindi (the toolbar's language, set by the story), its rules' messages too. */
export const InHindi: Story = {
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'लॉग इन' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
    await userEvent.click(canvas.getByRole('button', { name: 'लॉग इन' }));
    await expect(await canvas.findByText('अमान्य ईमेल पता')).toBeVisible();
    await expect(canvas.getByText('कृपया अपना पासवर्ड डालें')).toBeVisible();
  },
};

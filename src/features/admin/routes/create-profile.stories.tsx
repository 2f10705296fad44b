import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { failWith } from '@tests/support/fail-with';
import { never, serverErrorStory, submittingStory } from '@tests/support/form-stories';
import { withSession } from '../../../../.storybook/with-session';
import { CreateProfilePage } from './create-profile';

const session = withSession('admin');
const meta = {
  component: CreateProfilePage,
  title: 'Admin/Create profiles',
  ...session,
  parameters: { ...session.parameters, route: '/dashboard/create-profile' },
} satisfies Meta<typeof CreateProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, count: number) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Profile's name/), 'Conference badge');
  for (let i = 1; i < count; i += 1) {
    await userEvent.click(canvas.getByRole('button', { name: 'Increase number of profiles' }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create a new Profile' })).toBeVisible();
    await expect(canvas.getByLabelText('Number of profiles')).toHaveValue('1');
    await expect(
      canvas.getByRole('button', { name: 'Decrease number of profiles' }),
    ).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText("Please enter profile's name")).toBeVisible();
  },
};

export const Submitting: Story = submittingStory(
  http.post('/api/profile', never),
  (canvasElement) => fill(canvasElement, 2),
  'Create',
);

/** Six new cards: their IDs, the copy/CSV/print actions and the QR sheet. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 6);
    const list = await canvas.findByRole('list', { name: 'New profile IDs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('region', { name: 'QR codes to print' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy all IDs' })).toBeVisible();
  },
};

export const ServerError: Story = serverErrorStory({
  handler: http.post('/api/profile', failWith('Something went wrong')),
  send: (canvasElement) => fill(canvasElement, 1),
  toast: 'Failed to create Profiles.',
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { CardPageStory } from '@tests/profile-card/card-page-story';
import { storyBackend } from '../../.storybook/mock-backend';
import { browserNavigation } from './browser-navigation';

/** Stands in for the app's /error screen, which lives in the app layer. */
function ErrorStand() {
  const { state } = useLocation() as { state: { message?: string } | null };
  return <p role="alert">Handed over to /error: {state?.message}</p>;
}

/** The lean card page visitors get, with a stand-in for the /error page it hands over to. */
function VisitorCardPage() {
  return <CardPageStory app={<ErrorStand />} />;
}

const cardRoute = (id: string, search = '') => ({ route: `/profile/${id}${search}`, path: '*' });

/** /profile/{id} (the lean entry of src/main.tsx) against the story mock backend (spec §2). */
const meta = {
  component: VisitorCardPage,
  title: 'Visitor card/Public page',
  parameters: { ...cardRoute(seedIds.fullCard), cardStyle: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof VisitorCardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Owen Owner' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Owen Owner - Profile'));
  },
};

export const LightTheme: Story = {
  parameters: cardRoute(seedIds.lightCard),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article', { name: 'Owen Light card' });
    // The light theme of the Theme schema: black on white.
    await expect(card).toHaveStyle({ '--card-bg': '#ffffff', '--card-text': '#000000' });
  },
};

/** A card with a name only: the hero still offers 'Save Contact', and no tab shows. */
export const NameOnly: Story = {
  parameters: cardRoute(seedIds.minimalCard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible();
    const hero = within(canvas.getByRole('group', { name: 'Card actions' }));
    await expect(hero.getByRole('button', { name: 'Save Contact' })).toBeVisible();
    await expect(canvas.queryAllByRole('tab')).toEqual([]);
  },
};

/** The server has not answered yet: profile.html's skeleton stays, busy, in no language. */
export const Loading: Story = {
  parameters: {
    msw: [http.get('/api/profile/{profileId}', () => delay('infinite')), ...storyBackend.handlers],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** An inactive card: the page hands over to /error with the server's message. */
export const LoadError: Story = {
  parameters: cardRoute(seedIds.inactiveCard),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This profile is inactive.'),
    );
  },
};

/** A failure without a message: the spec §8 fallback. */
export const ErrorWithoutMessage: Story = {
  parameters: {
    msw: [
      // A proxy's bare 502, which the contract does not list.
      http.get('/api/profile/{profileId}', ({ response }) =>
        response.untyped(new HttpResponse(null, { status: 502 })),
      ),
      ...storyBackend.handlers,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load profile'),
    );
  },
};

/** A redirect card: the browser would leave for meta.redirectUrl (stubbed here). */
export const Redirect: Story = {
  parameters: cardRoute(seedIds.redirectCard),
  beforeEach: () => {
    const original = browserNavigation.replace;
    const calls: string[] = [];
    browserNavigation.replace = (url) => void calls.push(url);
    (window as unknown as { redirectCalls: string[] }).redirectCalls = calls;
    return () => {
      browserNavigation.replace = original;
    };
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Redirecting' }),
    ).toBeInTheDocument();
    const calls = (window as unknown as { redirectCalls: string[] }).redirectCalls;
    await waitFor(() => expect(calls).toEqual(['https://tapcard.example.com/campaign']));
  },
};

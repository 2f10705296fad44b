import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { http } from '@mocks/handlers/context';
import { seedIds } from '@mocks/store';
import { storyBackend } from '../../../../.storybook/mock-backend';
import { browserNavigation } from '../browser-navigation';
import { PublicProfilePage } from './public-profile';

/** Stands in for the app's /error screen, which lives in the app layer. */
function ErrorStand() {
  const { state } = useLocation() as { state: { message?: string } | null };
  return <p role="alert">Navigated to /error: {state?.message}</p>;
}

/** The page with the one other route it navigates to. */
function PageWithErrorRoute() {
  return (
    <Routes>
      <Route path="/profile/:profileId" element={<PublicProfilePage />} />
      <Route path="/error" element={<ErrorStand />} />
    </Routes>
  );
}

const cardRoute = (id: string, search = '') => ({ route: `/profile/${id}${search}`, path: '*' });

/** /profile/:profileId against the story mock backend (spec §2 "Public profile"). */
const meta = {
  component: PageWithErrorRoute,
  title: 'Visitor card/Public page',
  parameters: { ...cardRoute(seedIds.fullCard), cardStyle: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof PageWithErrorRoute>;
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
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Owen Light' }),
    ).toBeVisible();
  },
};

export const NameOnly: Story = { parameters: cardRoute(seedIds.minimalCard) };

/** The server has not answered yet. */
export const Loading: Story = {
  parameters: {
    msw: [http.get('/api/profile/{profileId}', () => delay('infinite')), ...storyBackend.handlers],
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading profile' }),
    ).toBeVisible();
  },
};

/** An inactive card: the page goes to /error with the server's message. */
export const LoadError: Story = {
  parameters: cardRoute(seedIds.inactiveCard),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This profile is inactive.',
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
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Failed to load profile',
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
    ).toBeVisible();
    const calls = (window as unknown as { redirectCalls: string[] }).redirectCalls;
    await waitFor(() => expect(calls).toEqual(['https://tapcard.example.com/campaign']));
  },
};

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from '@/app/routes';

/**
 * The real app at `route`: every route with its loaders, guards and lazy pages
 * (src/app/routes.tsx), on the story's QueryClient, as src/app/mount.tsx runs it. A story of it
 * sets `parameters.appRoutes` so the global decorator adds no router of its own.
 */
export function AppRoutes({ route }: { route: string }) {
  const queryClient = useQueryClient();
  const [router] = useState(() =>
    createMemoryRouter(createRoutes(queryClient), { initialEntries: [route] }),
  );
  return <RouterProvider router={router} />;
}

/**
 * How long a story of the whole app waits for a page: its route's code and data load on demand
 * (the dev server compiles a route's modules on their first request).
 */
export const appTimeout = { timeout: 15_000 };

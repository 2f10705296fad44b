import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';
import { Providers } from './providers';

/** The whole app: providers around the data router; its loaders share `queryClient`. */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

import { RouterProvider } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** The whole app: providers around the data router; `queryClient` as for {@link Providers}. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(createAppRouter);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}

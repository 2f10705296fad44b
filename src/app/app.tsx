import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { Providers } from './providers';
import { createAppRouter } from './router';

/** The whole app: providers around the data router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';

/**
 * Starts the in-browser mock backend first when mocking is on. The dynamic import keeps
 * every mock module out of production bundles (VITE_API_MOCKING is a build-time constant).
 */
async function enableMocking() {
  // Compared to the literal so production builds drop the import (VITE_API_MOCKING is `define`d).
  if (import.meta.env.VITE_API_MOCKING !== 'browser') return;
  const { startMockMode } = await import('./mock-mode');
  await startMockMode();
}

void enableMocking().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

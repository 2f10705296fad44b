import { setupServer } from 'msw/node';
import { createMockBackend } from './handlers';

/** The mock backend for Vitest (msw/node), without persistence. */
export const backend = createMockBackend({ cookieMode: 'header' });
export const server = setupServer(...backend.handlers);

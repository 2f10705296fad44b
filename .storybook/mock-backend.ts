import { createMockBackend } from '@mocks/handlers';

/** The one mock backend, shared by all stories; each story starts from the seed. */
export const storyBackend = createMockBackend({ cookieMode: 'document' });

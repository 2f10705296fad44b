import { expect, test } from 'vitest';
import { peekEarly, requestEarly } from '@/api/early-answers';
import { createAppRouter } from './router';

test('the first navigation away from the page opened drops the early answers nobody took', async () => {
  const opened = window.location.href;
  requestEarly('/api/profile?admin=true');
  const router = createAppRouter();
  try {
    await new Promise((resolve) => setTimeout(resolve, 0)); // the first page's own loading
    expect(peekEarly('/api/profile?admin=true')).toBeDefined();
    await router.navigate('/login');
    expect(peekEarly('/api/profile?admin=true')).toBeUndefined();
    // Only the first: answers started later are left alone.
    requestEarly('/api/profile');
    await router.navigate('/register');
    expect(peekEarly('/api/profile')).toBeDefined();
  } finally {
    router.dispose();
    window.history.replaceState(null, '', opened); // files share the window (isolate: false)
  }
});

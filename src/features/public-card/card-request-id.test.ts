import { afterEach, expect, test, vi } from 'vitest';
import { fetchCardAnswer } from './card-request';

afterEach(() => vi.restoreAllMocks());

test('the card page asks nothing for the ids . and .. and answers not found (issue #17)', async () => {
  const fetch = vi.spyOn(globalThis, 'fetch');
  for (const id of ['.', '..']) {
    expect(await fetchCardAnswer(id, 'true')).toEqual({
      status: 404,
      body: { success: false, message: 'Profile not found.' },
    });
  }
  expect(fetch).not.toHaveBeenCalled();
});

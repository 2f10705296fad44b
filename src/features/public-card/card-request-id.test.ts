import { afterEach, expect, test, vi } from 'vitest';
import { fetchCardAnswer } from './card-request';

afterEach(() => vi.restoreAllMocks());

test.each(['.', '..'])(
  'the card page asks nothing for the id %j and answers not found (issue #17)',
  async (id) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await fetchCardAnswer(id, 'true')).toEqual({
      status: 404,
      body: { success: false, message: 'Profile not found.' },
    });
    expect(fetch).not.toHaveBeenCalled();
  },
);

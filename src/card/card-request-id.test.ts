import { afterEach, expect, test, vi } from 'vitest';
import { cardClient } from './card-client';
import { requestCard } from './card-request';

afterEach(() => vi.restoreAllMocks());

test.each(['.', '..'])(
  'the card page asks nothing for the id %j and answers not found',
  async (id) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await requestCard(cardClient, id, 'true')).toEqual({
      status: 404,
      failure: { success: false, message: 'Profile not found.' },
    });
    expect(fetch).not.toHaveBeenCalled();
  },
);

import { afterEach, expect, test, vi } from 'vitest';
import { cardClient } from '@/card/card-client';
import { requestCard } from '@/card/card-request';
import { seedIds } from '@mocks/store';
import { cardPreloadLink, countParam } from './card-preload';

afterEach(() => vi.restoreAllMocks());

/** The request the card's client sends for a card page's URL (its path and query, credentials). */
async function cardRequest(profileId: string, search: string) {
  const fetch = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response('{}', { status: 500 }));
  await requestCard(cardClient, profileId, countParam(new URLSearchParams(search)));
  const request = fetch.mock.calls[0]?.[0] as Request | undefined;
  if (!request) return undefined;
  const url = new URL(request.url);
  return { url: `${url.pathname}${url.search}`, credentials: request.credentials };
}

// The browser hands the card's request the preloaded answer only when URL and credentials mode
// are the same: else the card asks twice and a visit counts two taps.
test.each([
  [seedIds.fullCard, ''],
  [seedIds.fullCard, '?count=false'],
  [seedIds.fullCard, '?s=qr&count=true'],
  ['Card_9-x', '?count=nope'],
])('the preload of /profile/%s%s is the request the card sends', async (profileId, search) => {
  const link = cardPreloadLink(profileId, new URLSearchParams(search));
  const sent = await cardRequest(profileId, search);
  expect(link).toBe(`<${sent?.url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
  expect(sent?.credentials).toBe('include');
});

test.each(['..', 'a b', 'x'.repeat(65)])(
  'no preload for the id %j, which the card never asks',
  (id) => {
    expect(cardPreloadLink(id, new URLSearchParams())).toBeUndefined();
  },
);

import { describe, expect, test } from 'vitest';
import { server } from '@mocks/node';
import { seedIds } from '@mocks/store';
import { publicProfileLoader, shouldRevalidatePublicProfile } from './loader';

const load = (url: string) =>
  publicProfileLoader({
    params: { profileId: seedIds.fullCard },
    request: new Request(url),
    context: undefined,
  } as never);

describe('public card loader', () => {
  test('starts one request per card and count, shared by loaders running at once (StrictMode builds two routers)', async () => {
    const urls: string[] = [];
    const record = ({ request }: { request: Request }) => void urls.push(request.url);
    server.events.on('request:start', record);
    try {
      const first = load(`http://localhost/profile/${seedIds.fullCard}`);
      const second = load(`http://localhost/profile/${seedIds.fullCard}`);
      expect(second.visit.request).toBe(first.visit.request);
      expect(second.visit.id).not.toBe(first.visit.id);
      await first.visit.request;
      expect(urls).toHaveLength(1);
      expect(urls[0]).toContain(`/api/profile/${seedIds.fullCard}?count=true`);
      // Once settled, the next visit is a new request.
      const later = load(`http://localhost/profile/${seedIds.fullCard}?count=false`);
      expect(later.visit.request).not.toBe(first.visit.request);
      await later.visit.request;
      expect(urls).toHaveLength(2);
      expect(urls[1]).toContain('count=false');
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  test('does not reload for a dialog (same URL), but does for another card or count', () => {
    const args = (from: string, to: string) =>
      ({ currentUrl: new URL(from), nextUrl: new URL(to), defaultShouldRevalidate: true }) as never;
    expect(shouldRevalidatePublicProfile(args('http://x/profile/a', 'http://x/profile/a'))).toBe(
      false,
    );
    expect(shouldRevalidatePublicProfile(args('http://x/profile/a', 'http://x/profile/b'))).toBe(
      true,
    );
    expect(
      shouldRevalidatePublicProfile(args('http://x/profile/a', 'http://x/profile/a?count=false')),
    ).toBe(true);
  });
});

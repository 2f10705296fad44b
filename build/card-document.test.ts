// @vitest-environment node
import type { Connect } from 'vite';
import { expect, test } from 'vitest';
import { serveDocuments } from './card-document';

/** The URL `serveDocuments` leaves a GET of `url` with. */
function served(url: string) {
  const req = { method: 'GET', url } as Connect.IncomingMessage;
  const res = { setHeader: () => undefined } as unknown as Parameters<typeof serveDocuments>[1];
  serveDocuments(req, res, () => undefined);
  return req.url;
}

test.each([
  ['/profile/6650a1f0c0ffee0000000011', '/profile.html'],
  ['/profile/6650a1f0c0ffee0000000011/?count=false', '/profile.html'],
  ['/login', '/login'],
  ['/profile/a/b', '/profile/a/b'],
  ['/profile/', '/profile/'],
])('%s is answered with %s', (url, document) => {
  expect(served(url)).toBe(document);
});

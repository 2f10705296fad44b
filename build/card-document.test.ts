// @vitest-environment node
import type { Connect } from 'vite';
import { expect, test } from 'vitest';
import { languageScript, languageScriptTag, serveDocuments } from './card-document';

/** The URL `serveDocuments` leaves a GET of `url` with, and the headers it set. */
function serve(url: string, preload = false) {
  const req = { method: 'GET', url } as Connect.IncomingMessage;
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name] = value),
  } as unknown as Parameters<ReturnType<typeof serveDocuments>>[1];
  serveDocuments({ preload })(req, res, () => undefined);
  return { url: req.url, headers };
}

const served = (url: string) => serve(url).url;

test.each([
  ['/profile/6650a1f0c0ffee0000000011', '/profile.html'],
  ['/profile/6650a1f0c0ffee0000000011/?count=false', '/profile.html'],
  ['/login', '/login'],
  ['/profile/a/b', '/profile/a/b'],
  ['/profile/', '/profile/'],
])('%s is answered with %s', (url, document) => {
  expect(served(url)).toBe(document);
});

test('with an API behind it, a card page starts the card request with its document', () => {
  const id = '6650a1f0c0ffee0000000011';
  expect(serve(`/profile/${id}?count=false`, true).headers.Link).toBe(
    `</api/profile/${id}?count=false>; rel=preload; as=fetch; crossorigin=use-credentials`,
  );
  expect(serve(`/profile/${id}`, true).headers.Link).toContain(`/api/profile/${id}?count=true>`);
  expect(serve('/login', true).headers.Link).toBeUndefined();
  // The in-browser mock answers the card: no request that would bypass it.
  expect(serve(`/profile/${id}`, false).headers.Link).toBeUndefined();
});

test('the card document runs its language script as soon as it arrives: the built file in a build', () => {
  const bundle = {
    'assets/profile-a.js': {
      type: 'chunk',
      name: 'profile',
      isEntry: true,
      fileName: 'assets/profile-a.js',
    },
    'assets/b.js': {
      type: 'chunk',
      name: languageScript.name,
      isEntry: false,
      fileName: 'assets/b.js',
    },
    'assets/card-language-c.js': {
      type: 'chunk',
      name: languageScript.name,
      isEntry: true,
      fileName: 'assets/card-language-c.js',
    },
  };
  expect(languageScriptTag(bundle, '/app/')).toEqual({
    tag: 'script',
    attrs: {
      type: 'module',
      async: true,
      crossorigin: true,
      src: '/app/assets/card-language-c.js',
    },
    injectTo: 'head',
  });
});

test('the dev server serves the language script from its source', () => {
  expect(languageScriptTag(undefined).attrs).toMatchObject({ src: `/${languageScript.entry}` });
});

test('a build without the language entry is an error, not a card without its head start', () => {
  expect(() => languageScriptTag({})).toThrow('the build holds no card-language entry');
});

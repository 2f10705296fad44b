// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { seedIds } from '../mocks/store';
import { cardPreloadLink, profileIdSource } from '../src/config/card-preload';
import { cardIdOf, href, paths, type PathKey } from '../src/config/paths';
import {
  deployFiles,
  netlifyFunctionConfig,
  netlifyRedirects,
  nginxConf,
  nginxRegex,
  placeholderPattern,
  vercelJson,
  vercelMiddlewareConfig,
  workerFirst,
  workerGlobs,
} from './deploy-files';

// The hosts' files are written from src/config/paths.ts, http-headers.ts and api-proxy.ts
// (scripts/deploy-files.ts): one edited by hand, or left behind after a change to any of them,
// fails.
test.each(Object.entries(deployFiles))(
  '%s is as `npm run deploy:gen` writes it',
  async (file, write) => {
    expect(readFileSync(file, 'utf8'), 'run npm run deploy:gen').toBe(await write());
  },
);

const id = '6650a1f0c0ffee0000000011';
const card = href('card', { profileId: id });
const contactFile = href('cardContactFile', { profileId: id });
/** Paths that are not a card's, whichever host reads them. */
const notCards = ['/profile', '/profile/a/b', '/login', '/dashboard/my-profiles/x', '/'];

/** Every page's path with its parameters filled in, by its key. */
const pagePaths = (Object.keys(paths) as PathKey[]).map(
  (key) => [key, paths[key].replace(/:\w+/g, id)] as const,
);

/**
 * Netlify's `_redirects` placeholders and Edge Function `path` (URL Pattern) and Vercel's
 * path-to-regexp (`source`, `matcher`) read `:name` as one path segment, as URL Pattern does.
 */
const urlPatterns = (patterns: string[]) => (path: string) =>
  patterns.some((pattern) => new URLPattern({ pathname: pattern }).test({ pathname: path }));

/**
 * Cloudflare's `run_worker_first` as workers-shared's rules engine reads it
 * (asset-worker/src/utils/rules-engine.ts): anchored, `*` any run of characters.
 */
const globs = (rules: string[]) => (path: string) =>
  rules.some((rule) =>
    new RegExp(
      `^${rule
        .split('*')
        .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
        .join('.*')}$`,
    ).test(path),
  );

/** The card rule of each static host, read back from the file as the host reads it. */
async function staticCardRules(): Promise<[string, (path: string) => boolean][]> {
  // nginx: the card's two locations (the ids the card asks about, with the preload; any other).
  const nginx = [
    ...nginxConf().matchAll(
      /location ~ "(\S+)" \{\s*(?:try_files \$uri|set \$card_id \$1;\s*rewrite \^) \/profile\.html/g,
    ),
  ].map((m) => new RegExp(m[1]!));
  expect(nginx).toHaveLength(2);
  const netlify = /^(\S+) {2}\/profile\.html {2}200$/m.exec(netlifyRedirects())?.[1];
  const vercel = (
    JSON.parse(await vercelJson()) as { rewrites: { source: string; destination: string }[] }
  ).rewrites.find((rewrite) => rewrite.destination === '/profile.html')?.source;
  expect([netlify, vercel]).not.toContain(undefined);
  return [
    ['nginx (regex)', (path) => nginx.some((regex) => regex.test(path))],
    ['Netlify _redirects (placeholder)', urlPatterns([netlify!])],
    ['vercel.json (path-to-regexp)', urlPatterns([vercel!])],
  ];
}

describe("each host's card rule is the card's path of src/config/paths.ts", () => {
  test('static hosts answer profile.html for a card and for nothing else', async () => {
    for (const [host, matches] of await staticCardRules()) {
      expect(matches(card), host).toBe(true);
      for (const path of [...notCards, contactFile])
        expect(matches(path), `${host} ${path}`).toBe(false);
      for (const [key, path] of pagePaths)
        expect(matches(path), `${host} ${key}`).toBe(key === 'card');
    }
  });

  test("nginx's rule and cardIdOf agree, a trailing slash and an encoded id included", () => {
    const nginx = new RegExp(nginxRegex(paths.card));
    for (const path of [
      card,
      `${card}/`,
      '/profile/a%20b',
      '/profile/',
      ...notCards,
      contactFile,
    ]) {
      expect(nginx.test(path), path).toBe(cardIdOf(path) !== undefined);
    }
  });

  test("nginx sends the card's preload for exactly the ids the card asks about", () => {
    const preloaded = new RegExp(nginxRegex(paths.card, { profileId: profileIdSource }));
    for (const id of [seedIds.fullCard, 'Card_9-x', 'a.b', 'x'.repeat(64), 'x'.repeat(65)]) {
      expect(preloaded.test(`/profile/${id}`), id).toBe(
        cardPreloadLink(id, new URLSearchParams()) !== undefined,
      );
    }
  });

  test.each([
    ['the Vercel middleware (matcher)', urlPatterns(vercelMiddlewareConfig.matcher)],
    ['the Netlify Edge Function (path)', urlPatterns(netlifyFunctionConfig.path)],
  ])('%s runs the renderer on the card and its contact file only', (_, matches) => {
    expect(matches(card)).toBe(true);
    expect(matches(contactFile)).toBe(true);
    for (const path of notCards) expect(matches(path), path).toBe(false);
    for (const [key, path] of pagePaths) {
      expect(matches(path), key).toBe(key === 'card' || key === 'cardContactFile');
    }
  });

  test('Cloudflare runs the Worker first for the card, its contact file and /api', () => {
    const matches = globs(workerFirst);
    for (const path of [card, contactFile, '/api/profile/x'])
      expect(matches(path), path).toBe(true);
    for (const path of ['/profile', '/login', '/dashboard/my-profiles/x', '/', '/assets/a.js']) {
      expect(matches(path), path).toBe(false);
    }
    // A glob cannot say "one segment": the Worker also runs for these, and the renderer hands
    // them to the static files (edge/handler.test.ts "paths that are not a card's").
    expect(matches('/profile/a/b')).toBe(true);
    expect(cardIdOf('/profile/a/b')).toBeUndefined();
  });
});

describe('the converters', () => {
  test('each parameter is one segment; literal parts are escaped for nginx', () => {
    expect(nginxRegex('/a/:x/b.vcf')).toBe('^/a/([^/]+)/b\\.vcf/?$');
    expect(placeholderPattern('/a/:x/b.vcf')).toBe('/a/:x/b.vcf');
    expect(workerGlobs(['/a/:x', '/a/:x/b.vcf', '/c/:y/d'])).toEqual(['/a/*', '/c/*/d']);
  });

  test.each(['/a/*', '/a/:x?', '/a/:x+', 'a/:x', '/a b'])(
    '%s is refused: not every host can say it',
    (pattern) => {
      expect(() => nginxRegex(pattern)).toThrow(/convert/);
      expect(() => placeholderPattern(pattern)).toThrow(/convert/);
    },
  );
});

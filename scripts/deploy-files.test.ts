// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { cardIdOf, cardPage } from '../src/config/card-path';
import { deployFiles, hostPrefix } from './deploy-files';

// The hosts' files are written from the route table and the security headers
// (scripts/deploy-files.ts): one edited by hand, or left behind after a change to either, fails.
test.each(Object.entries(deployFiles))('%s is as `npm run deploy:gen` writes it', (file, write) => {
  expect(readFileSync(file, 'utf8'), 'run npm run deploy:gen').toBe(write());
});

// The card renderer's entries on Netlify and Vercel are code a host copies, not generated:
// their paths must be the card page's.
test("the card renderer runs on the card's paths on Netlify and Vercel", () => {
  const prefix = hostPrefix(cardPage);
  expect(readFileSync('deploy/netlify/edge-functions/card.js', 'utf8')).toContain(
    `config = { path: '${prefix}*' }`,
  );
  expect(readFileSync('deploy/vercel-middleware.js', 'utf8')).toContain(
    `config = { matcher: '${prefix}:path*' }`,
  );
});

test.each([
  ['/profile/6650a1f0c0ffee0000000011', true],
  ['/profile/6650a1f0c0ffee0000000011/', true],
  ['/profile/a%20b', true],
  ['/profile/', false],
  ['/profiles/6650a1f0c0ffee0000000011', false],
  ['/login', false],
])("the hosts' card rule and cardIdOf agree on %s", (path, card) => {
  expect(cardIdOf(path) !== undefined).toBe(card);
  // Every card path is one the hosts answer with the card's document.
  if (card) expect(path.startsWith(hostPrefix(cardPage))).toBe(true);
  else
    expect(path.startsWith(hostPrefix(cardPage)) && path.length > hostPrefix(cardPage).length).toBe(
      false,
    );
});

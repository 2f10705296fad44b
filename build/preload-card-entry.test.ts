// @vitest-environment node
import type { Rollup } from 'vite';
import { expect, test } from 'vitest';
import { cardPreloadTags } from './preload-card-entry';

const chunk = (fileName: string, imports: string[], extra: object = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as never;

test("index.html preloads the card entry's chunk and everything it imports, not the page entry", () => {
  const bundle: Rollup.OutputBundle = {
    'assets/index.js': chunk('assets/index.js', [], { isEntry: true }),
    'assets/card-entry.js': chunk('assets/card-entry.js', ['assets/card-a.js', 'assets/index.js'], {
      facadeModuleId: '/repo/src/features/public-card/card-entry.tsx',
    }),
    'assets/card-a.js': chunk('assets/card-a.js', ['assets/react.js']),
    'assets/react.js': chunk('assets/react.js', []),
    'assets/app.js': chunk('assets/app.js', ['assets/react.js']),
  };
  expect(cardPreloadTags(bundle)?.map((tag) => tag.attrs?.href)).toEqual([
    '/assets/card-entry.js',
    '/assets/card-a.js',
    '/assets/react.js',
  ]);
});

test('a bundle without the card entry gets no preloads', () => {
  expect(cardPreloadTags({ 'assets/index.js': chunk('assets/index.js', []) })).toBeUndefined();
});

// @vitest-environment node
import type { Rollup } from 'vite';
import { expect, test } from 'vitest';
import { preloadDependencies, staticClosure } from './preload-dependencies';

const chunk = (fileName: string, imports: string[]) =>
  ({ type: 'chunk', fileName, imports }) as never;

// The card's shape: the card chunk imports React and the shared chunk statically, and imports
// the exchange form, which needs React, the shared chunk and the form rules, on a tap.
const bundle: Rollup.OutputBundle = {
  'assets/card.js': chunk('assets/card.js', ['assets/shared.js', 'assets/react.js']),
  'assets/shared.js': chunk('assets/shared.js', ['assets/runtime.js']),
  'assets/runtime.js': chunk('assets/runtime.js', []),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/forms.js': chunk('assets/forms.js', [
    'assets/rules.js',
    'assets/shared.js',
    'assets/react.js',
  ]),
  'assets/rules.js': chunk('assets/rules.js', ['assets/runtime.js']),
};
const formDeps = [
  'assets/forms.js',
  'assets/rules.js',
  'assets/shared.js',
  'assets/runtime.js',
  'assets/react.js',
];

/** The plugin's `generateBundle`, as Vite calls it with the bundle before writing the lists. */
function withBundle() {
  const preloads = preloadDependencies();
  const hook = preloads.plugin.generateBundle as { handler: (o: never, b: never) => void };
  hook.handler({} as never, bundle as never);
  return preloads;
}

test('staticClosure: a chunk and what it imports statically, transitively, once each', () => {
  expect([...staticClosure(bundle, 'assets/card.js')]).toEqual([
    'assets/card.js',
    'assets/shared.js',
    'assets/runtime.js',
    'assets/react.js',
  ]);
});

test('a dynamic import lists only the files its importer has not loaded', () => {
  const { resolveDependencies } = withBundle();
  expect(
    resolveDependencies('assets/forms.js', formDeps, { hostId: 'assets/card.js', hostType: 'js' }),
  ).toEqual(['assets/forms.js', 'assets/rules.js']);
});

test('an importer that loaded none of them keeps the whole list', () => {
  const { resolveDependencies } = withBundle();
  expect(
    resolveDependencies('assets/forms.js', formDeps, { hostId: 'assets/rules.js', hostType: 'js' }),
  ).toEqual(['assets/forms.js', 'assets/shared.js', 'assets/react.js']);
});

test('the HTML preloads and a build without the bundle (a dev server) keep every file', () => {
  expect(
    withBundle().resolveDependencies('assets/forms.js', formDeps, {
      hostId: 'index.html',
      hostType: 'html',
    }),
  ).toEqual(formDeps);
  expect(
    preloadDependencies().resolveDependencies('assets/forms.js', formDeps, {
      hostId: 'assets/card.js',
      hostType: 'js',
    }),
  ).toEqual(formDeps);
});

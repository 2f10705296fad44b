// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, test } from 'vitest';
import { preloadOnlyMissing, staticClosure } from './preload-deps';

/** A bundle of chunks by file name, each with its static imports. */
function bundleOf(chunks: Record<string, string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, imports]) => [
      fileName,
      { type: 'chunk', fileName, imports },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const bundle = bundleOf({
  'card.js': ['shared.js', 'react.js'],
  'shared.js': ['runtime.js'],
  'react.js': ['runtime.js'],
  'runtime.js': [],
  'app.js': ['shared.js'],
  'dialog.js': ['shared.js', 'react.js', 'qr.js'],
  'qr.js': [],
});

describe('staticClosure', () => {
  test('holds the chunk and every chunk it imports statically, through others too', () => {
    expect([...staticClosure(bundle, 'card.js')].sort()).toEqual([
      'card.js',
      'react.js',
      'runtime.js',
      'shared.js',
    ]);
  });
});

describe('preloadOnlyMissing', () => {
  /** The preload list of `host`'s dynamic import of dialog.js, from Vite's full list. */
  function preloads(host: string): string[] {
    const { plugin, resolveDependencies } = preloadOnlyMissing();
    const hook = plugin.generateBundle as {
      handler: (o: unknown, b: Rolldown.OutputBundle) => void;
    };
    hook.handler({}, bundle);
    return resolveDependencies('dialog.js', ['shared.js', 'runtime.js', 'react.js', 'qr.js'], {
      hostId: host,
    });
  }

  test('leaves out what the importing chunk has loaded before it runs', () => {
    expect(preloads('card.js')).toEqual(['qr.js']);
  });

  test('keeps what the importing chunk does not import itself', () => {
    expect(preloads('app.js')).toEqual(['react.js', 'qr.js']);
  });
});

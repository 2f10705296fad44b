// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { expect, test, vi } from 'vitest';
import { mockPublicDir, mockWorker } from './mock-worker';

function built(mocking: string) {
  const plugin = mockWorker();
  (plugin.configResolved as (config: ResolvedConfig) => void)({
    env: { VITE_API_MOCKING: mocking },
  } as never);
  const emitFile = vi.fn();
  (plugin.generateBundle as (this: unknown) => void).call({ emitFile });
  return emitFile.mock.calls.map(([file]) => (file as { fileName: string }).fileName);
}

test('the worker lives in the mock-only public folder', () => {
  expect(existsSync(path.join(mockPublicDir, 'mockServiceWorker.js'))).toBe(true);
  expect(existsSync(path.join(mockPublicDir, '..', 'public', 'mockServiceWorker.js'))).toBe(false);
});

test('a build with the in-browser mock (demo) carries the worker at the site root', () => {
  expect(built('browser')).toEqual(['mockServiceWorker.js']);
});

test('a build without mocks (production) does not', () => {
  expect(built('off')).toEqual([]);
});

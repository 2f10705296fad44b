// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import type { Manifest } from './public-bundle';
import { routeBudgets } from './route-budgets';
import { firstVisitModules, routeModules } from './route-sizes';

/**
 * `npm run size` fails when a route's first visit passes its budget: size-limit runs with the
 * project's real .size-limit.mjs on a small fixture build (SIZE_LIMIT_DIST), whose manifest has
 * every module the pages' declaration names (scripts/page-modules.ts), each its own chunk of random bytes (gzip
 * cannot shrink them, so a chunk's size is its gzip size give or take a few bytes).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const sizeLimitBin = path.join(root, 'node_modules/size-limit/bin.js');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build whose chunk for `big` has `bytes` bytes; every other chunk and the CSS 1,000 bytes. */
function fixtureDist(big: string, bytes: number): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'tapcard-budgets-'));
  made.push(dist);
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, 'assets/app.css'), randomBytes(1000));
  const keys = new Set(Object.keys(routeModules).flatMap((route) => firstVisitModules(route)));
  const manifest: Manifest = {};
  [...keys].forEach((key, i) => {
    const file = `assets/chunk-${i}.js`;
    writeFileSync(path.join(dist, file), randomBytes(key === big ? bytes : 1000));
    manifest[key] = key.endsWith('.html')
      ? { file, isEntry: true, css: ['assets/app.css'] }
      : { file, src: key };
  });
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

type Check = { name: string; passed: boolean; size: number };

/** size-limit's exit code and checks on the build in `dist`. */
function sizeLimit(dist: string): Promise<{ code: number; checks: Check[] }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [sizeLimitBin, '--json'],
      { cwd: root, env: { ...process.env, SIZE_LIMIT_DIST: dist } },
      (error, stdout) => {
        const code = error ? Number(error.code ?? 1) : 0;
        resolve({ code, checks: JSON.parse(stdout) as Check[] });
      },
    );
  });
}

describe('npm run size checks each route against its budget', () => {
  test.each(['/login', '/dashboard/my-profiles/{id}'])(
    '%s: passes under its JS budget, fails over it',
    async (route) => {
      const budget = Number.parseFloat(routeBudgets[route]!.js) * 1000; // size-limit's KB: 1000 bytes
      const name = `${route}: JS of a first visit`;
      const module = routeModules[route]!.at(-1)!;
      // The route's other chunks (entry, app, styles, shell) add about 4 KB: 10 KB of margin.
      const under = await sizeLimit(fixtureDist(module, budget - 10_000));
      expect(under.checks.find((c) => c.name === name)?.passed).toBe(true);
      expect(under.checks.filter((c) => !c.passed)).toEqual([]);
      expect(under.code).toBe(0);

      // Every route that loads the module goes over (the owner's and the admin's editor).
      const sharing = Object.keys(routeModules)
        .filter((other) => routeModules[other]!.includes(module))
        .map((other) => `${other}: JS of a first visit`);
      expect(sharing).toContain(name);
      const over = await sizeLimit(fixtureDist(module, budget + 1_000));
      expect(over.checks.filter((c) => !c.passed).map((c) => c.name)).toEqual(sharing);
      expect(over.code).not.toBe(0);
    },
  );
});

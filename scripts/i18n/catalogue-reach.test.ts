import { describe, expect, it } from 'vitest';
import { sourceImports } from '../source-imports';
import { unreachedMessages } from './catalogue-reach';

/** A project of in-memory source files. */
const project = (files: Record<string, string>) => (file: string) => files[file];

const catalogues = new Map([
  ['src/features/auth/login.tsx', new Set(['auth'])],
  ['src/components/field.tsx', new Set(['app'])],
  ['src/card/later/upi.tsx', new Set(['card-later'])],
]);

describe('unreachedMessages', () => {
  it('accepts a page loaded with its catalogue, and what the page imports from the app', () => {
    const read = project({
      'src/app/routes.tsx': `const lazy = () => withPageMessages(import('@/features/auth/login'), 'auth');`,
      'src/features/auth/login.tsx': `import { Field } from '../../components/field';`,
      'src/components/field.tsx': `export const Field = 1;`,
    });
    expect(
      unreachedMessages([{ file: 'src/app/routes.tsx', loaded: ['app'] }], read, catalogues),
    ).toEqual([]);
  });

  it('reports a page loaded without its catalogue, with the way to it', () => {
    const read = project({
      'src/app/routes.tsx': `const lazy = () => import('@/features/auth/login');`,
      'src/features/auth/login.tsx': ``,
    });
    expect(
      unreachedMessages([{ file: 'src/app/routes.tsx', loaded: ['app'] }], read, catalogues),
    ).toEqual([
      'src/features/auth/login.tsx: its messages are in auth, which is not loaded on the way src/app/routes.tsx → src/features/auth/login.tsx (loaded: app)',
    ]);
  });

  it("reports a page's module another page imports statically, without its catalogue", () => {
    const read = project({
      'src/app/routes.tsx': `import('@/features/profiles/list');`,
      'src/features/profiles/list.tsx': `import { Login } from '@/features/auth/login';`,
      'src/features/auth/login.tsx': ``,
    });
    expect(
      unreachedMessages([{ file: 'src/app/routes.tsx', loaded: ['app'] }], read, catalogues),
    ).toHaveLength(1);
  });

  it("counts the card's later parts loaded by withMessages' default, and no type import", () => {
    const read = project({
      'src/card/tab.tsx': [
        `import type { Upi } from './later/upi';`,
        `import { type Other } from './later/upi';`,
        `const load = () => withMessages(import('./later/upi'));`,
      ].join('\n'),
      'src/card/later/upi.tsx': ``,
    });
    expect(
      unreachedMessages([{ file: 'src/card/tab.tsx', loaded: ['card'] }], read, catalogues),
    ).toEqual([]);
    const eager = project({
      'src/card/tab.tsx': `import { Upi } from './later/upi';`,
      'src/card/later/upi.tsx': ``,
    });
    expect(
      unreachedMessages([{ file: 'src/card/tab.tsx', loaded: ['card'] }], eager, catalogues),
    ).toHaveLength(1);
  });

  it("gives another document's entry reached from this one its own catalogues", () => {
    const read = project({
      'src/card/main.tsx': `const open = () => import('@/app/mount');`,
      'src/app/mount.tsx': `import { Field } from '@/components/field';`,
      'src/components/field.tsx': ``,
    });
    expect(
      unreachedMessages(
        [
          { file: 'src/card/main.tsx', loaded: ['card'] },
          { file: 'src/app/mount.tsx', loaded: ['card', 'app'] },
        ],
        read,
        catalogues,
      ),
    ).toEqual([]);
  });
});

describe('sourceImports', () => {
  it('reads static, re-exported and dynamic imports with the catalogue their wrapper loads', () => {
    expect(
      sourceImports(
        'a.ts',
        [
          `import a from './a';`,
          `export { b } from './b';`,
          `export type { C } from './c';`,
          `lazy(() => import('./d'));`,
          `withPageMessages(import('./e'), 'editor');`,
          `withMessages(import('./f'), cardLaterCatalogue);`,
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './a' },
      { specifier: './b' },
      { specifier: './d', adds: undefined },
      { specifier: './e', adds: 'editor' },
      { specifier: './f', adds: 'card-later' },
    ]);
  });
});

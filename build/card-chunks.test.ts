// @vitest-environment node
import { expect, test } from 'vitest';
import { cardChunks, cardModules, type ModuleGraph } from './card-chunks';

/** A module graph from `importer: [imported…]`. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: edges[id] ?? [] }) as never,
  };
}

const modules = graph({
  '/r/src/main.tsx': ['/r/src/features/public-card/card-request.ts'],
  '/r/src/features/public-card/card-request.ts': [],
  '/r/src/features/public-card/card-entry.tsx': [
    '/r/src/features/public-card/card-request.ts',
    '/r/src/components/profile-card/profile-card.tsx',
  ],
  '/r/src/components/profile-card/profile-card.tsx': ['/r/src/lib/vcard/vcard.ts'],
  '/r/src/lib/vcard/vcard.ts': [],
  '/r/src/app/router.tsx': [],
});

test("the card's chunks hold the card entry's imports, not the dispatcher's or the entry itself", () => {
  expect([...cardModules(modules)].sort()).toEqual([
    '/r/src/components/profile-card/profile-card.tsx',
    '/r/src/lib/vcard/vcard.ts',
  ]);
});

test('the card group takes exactly those modules; React and the app runtime have their own', () => {
  const { plugin, output } = cardChunks();
  (plugin.buildEnd as (this: ModuleGraph) => void).call(modules);
  const groups = (output.codeSplitting as { groups: { name: string; test: unknown }[] }).groups;
  const named = (name: string) => groups.find((group) => group.name === name)?.test;
  const card = named('card') as (id: string) => boolean;
  expect(card('/r/src/lib/vcard/vcard.ts')).toBe(true);
  expect(card('/r/src/app/router.tsx')).toBe(false);
  expect(card('/r/src/features/public-card/card-request.ts')).toBe(false);
  expect((named('react') as RegExp).test('/r/node_modules/react-dom/client.js')).toBe(true);
  expect((named('app-runtime') as RegExp).test('/r/node_modules/react-router/dist/index.js')).toBe(
    true,
  );
});

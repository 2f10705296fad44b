// @vitest-environment node
import { expect, test } from 'vitest';
import { cardChunks, cardModules, type ModuleGraph } from './card-chunks';

/** A module graph from `importer: { static: [...], lazy: [...] }`. */
function graph(edges: Record<string, { static?: string[]; lazy?: string[] }>): ModuleGraph {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      ({
        importedIds: edges[id]?.static ?? [],
        dynamicallyImportedIds: edges[id]?.lazy ?? [],
      }) as never,
  };
}

const main = '/r/src/main.tsx';
const request = '/r/src/features/public-card/card-request.ts';
const cardEntry = '/r/src/features/public-card/card-entry.tsx';
const cardView = '/r/src/components/profile-card/profile-card.tsx';
const vcard = '/r/src/lib/vcard/vcard.ts';
const footer = '/r/src/components/site-footer-view.tsx';
const login = '/r/src/features/auth/routes/login.tsx';
const editor = '/r/src/features/editor/routes/editor.tsx';
const react = '/r/node_modules/react/index.js';

const modules = graph({
  [main]: { static: [request], lazy: [cardEntry, login, editor] },
  [request]: {},
  [cardEntry]: { static: [request, cardView, footer, react] },
  [cardView]: { static: [vcard, react] },
  [vcard]: {},
  [footer]: { static: [react] },
  [login]: { static: [footer, react] },
  [editor]: { static: [cardView, footer] },
  [react]: {},
});

test("the card's own chunks hold what only pages that show the card import", () => {
  const { own, shared } = cardModules(modules);
  expect([...own].sort()).toEqual([cardView, vcard]); // the editor's preview shows the card too
  expect([...shared]).toEqual([footer]); // /login shows no card but has the footer
});

test("neither part holds the dispatcher's modules, React or the card entry itself", () => {
  const { own, shared } = cardModules(modules);
  for (const id of [main, request, react, cardEntry]) {
    expect(own.has(id) || shared.has(id)).toBe(false);
  }
});

test('the groups take exactly those modules; React and the app runtime have their own', () => {
  const { plugin, output } = cardChunks();
  (plugin.buildEnd as (this: ModuleGraph) => void).call(modules);
  const groups = (output.codeSplitting as { groups: { name: string; test: unknown }[] }).groups;
  const named = (name: string) => groups.find((group) => group.name === name)?.test;
  const card = named('card') as (id: string) => boolean;
  const cardShared = named('card-shared') as (id: string) => boolean;
  expect(card(vcard)).toBe(true);
  expect(card(footer)).toBe(false);
  expect(cardShared(footer)).toBe(true);
  expect(cardShared(vcard)).toBe(false);
  expect(card('/r/src/app/router.tsx')).toBe(false);
  expect(card(request)).toBe(false);
  expect((named('react') as RegExp).test('/r/node_modules/react-dom/client.js')).toBe(true);
  expect((named('app-runtime') as RegExp).test('/r/node_modules/react-router/dist/index.js')).toBe(
    true,
  );
});

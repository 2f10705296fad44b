import type { Plugin, Rollup } from 'vite';

/** Name prefix of the card page's chunks. */
const cardChunk = 'card';
/** React alone: a chunk of its own, which every page needs. */
const react = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The lean card page's chunking (issues #10, #20; docs/decisions/0005, 0013). The plugin
 * collects the modules of the card's closure (`cardModules`); `output` names and groups the
 * chunks:
 * - `react`: React alone, which the card page needs;
 * - `card`: the card page's own modules, grouped by the entries that share them (the editor's
 *   live preview and the share dialog show the card too), with groups under 20 kB merged;
 * - `card-shared`: what the card shares with pages that show no card (the footer, the session
 *   call, the toast trigger, a few icons): one chunk, so those pages load none of the card's and
 *   the card a single extra file;
 * - `app-runtime`: the router and TanStack Query, which the card page never loads.
 * The dispatcher's modules stay in the entry (no group pulls in its members' dependencies).
 */
export function cardChunks(): { plugin: Plugin; output: Rollup.OutputOptions } {
  let modules = { own: new Set<string>(), shared: new Set<string>() };
  const plugin: Plugin = {
    name: 'tapcard:card-modules',
    apply: 'build',
    // Read once the module graph is complete, before chunks are formed.
    buildEnd() {
      modules = cardModules(this);
    },
  };
  const output: Rollup.OutputOptions = {
    // The card's chunks are named after every entry that shares them: kept short.
    chunkFileNames: (chunk) =>
      chunk.name.startsWith(`${cardChunk}~`)
        ? `assets/${cardChunk}-[hash].js`
        : 'assets/[name]-[hash].js',
    assetFileNames: (asset) =>
      asset.names.some((name) => name.startsWith(`${cardChunk}~`))
        ? `assets/${cardChunk}-[hash][extname]`
        : 'assets/[name]-[hash][extname]',
    codeSplitting: {
      groups: [
        { name: 'react', test: react },
        {
          name: cardChunk,
          test: (id: string) => modules.own.has(id),
          includeDependenciesRecursively: false,
          entriesAware: true,
          entriesAwareMergeThreshold: 20_000,
        },
        {
          name: `${cardChunk}-shared`,
          test: (id: string) => modules.shared.has(id),
          includeDependenciesRecursively: false,
        },
        {
          name: 'app-runtime',
          test: /node_modules[\\/](react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|openapi-fetch|openapi-react-query)[\\/]/,
        },
      ],
    },
  };
  return { plugin, output };
}

/** What `cardModules` reads of the bundler's module graph. */
export type ModuleGraph = Pick<Rollup.PluginContext, 'getModuleIds' | 'getModuleInfo'>;

/** The module every page that shows a card renders (the card itself, or a live preview of it). */
const cardView = '/src/components/profile-card/profile-card.tsx';

/**
 * The card entry's static import closure, without the dispatcher's (src/main.tsx must start the
 * card request before any of them loads), React and the entry module itself (so the manifest
 * keeps its name), in two parts (issue #20):
 * - `shared`: what a page without a card also imports, i.e. the closure of any lazily loaded
 *   module (a route, the app entry, a dialog) that does not reach the card's view;
 * - `own`: the rest, which only pages that show the card load (the card, the editor's live
 *   preview, the share dialog).
 */
export function cardModules(graph: ModuleGraph): { own: Set<string>; shared: Set<string> } {
  const ids = [...graph.getModuleIds()];
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    visit(start);
    return seen;
  };
  const idOf = (suffix: string) => ids.find((id) => id.endsWith(suffix));
  const cardEntry = idOf('/src/features/public-card/card-entry.tsx');
  if (!cardEntry) return { own: new Set(), shared: new Set() };
  const dispatcher = closure(idOf('/src/main.tsx') ?? '');
  const lazyModules = new Set(
    ids.flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []),
  );
  const withoutCard = new Set<string>();
  for (const id of lazyModules) {
    const reached = closure(id);
    if (!reached.has(idOf(cardView) ?? cardView)) reached.forEach((m) => withoutCard.add(m));
  }
  const own = new Set<string>();
  const shared = new Set<string>();
  for (const id of closure(cardEntry)) {
    if (dispatcher.has(id) || id === cardEntry || react.test(id)) continue;
    (withoutCard.has(id) ? shared : own).add(id);
  }
  return { own, shared };
}

import type { Plugin, Rollup } from 'vite';

/** Name prefix of the card page's chunks. */
const cardChunk = 'card';

/**
 * The lean card page's chunking (issue #10, docs/decisions/0005-lean-card-page.md). The plugin
 * collects the modules the card's own chunks hold; `output` names and groups the chunks:
 * - `react`: React alone, which the card page needs;
 * - `card`: the card page's own modules, grouped by the entries that share them (the app shell
 *   shares the footer and icons, the editor the card), with groups under 20 kB merged: 3 files
 *   instead of the bundler's 13 for the card. One chunk for all of it cost every app page
 *   10 kB; the dispatcher's modules stay in the entry (no group pulls in its members'
 *   dependencies);
 * - `app-runtime`: the router and TanStack Query, which the card page never loads.
 */
export function cardChunks(): { plugin: Plugin; output: Rollup.OutputOptions } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tapcard:card-modules',
    apply: 'build',
    // Read once the module graph is complete, before chunks are formed.
    buildEnd() {
      modules.clear();
      for (const id of cardModules(this)) modules.add(id);
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
        { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
        {
          name: cardChunk,
          test: (id: string) => modules.has(id),
          includeDependenciesRecursively: false,
          entriesAware: true,
          entriesAwareMergeThreshold: 20_000,
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

/**
 * The modules of the card's own chunks: the static import closure of the card entry, without
 * the dispatcher's (src/main.tsx must start the card request before any of them loads), without
 * React (a chunk of its own) and without the entry module itself (so the manifest
 * keeps its name).
 */
export function cardModules(graph: ModuleGraph): Set<string> {
  const ids = [...graph.getModuleIds()];
  const closure = (suffix: string) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      graph.getModuleInfo(id)?.importedIds.forEach(visit);
    };
    const entry = ids.find((id) => id.endsWith(suffix));
    if (entry) visit(entry);
    return seen;
  };
  const dispatcher = closure('/src/main.tsx');
  const modules = new Set<string>();
  for (const id of closure('/src/features/public-card/card-entry.tsx')) {
    if (!dispatcher.has(id) && !id.endsWith('/card-entry.tsx')) modules.add(id);
  }
  return modules;
}

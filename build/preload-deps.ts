import type { Plugin, Rolldown } from 'vite';

/**
 * The chunks `file` imports statically, directly or through others, in `bundle` (file names).
 */
export function staticClosure(bundle: Rolldown.OutputBundle, file: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (seen.has(name) || chunk?.type !== 'chunk') return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  visit(file);
  return seen;
}

/**
 * Each dynamic import's preload list without the chunks its importer already has. Vite lists
 * every chunk a dynamic import needs (the imported chunk's static imports, in `__vite__mapDeps`,
 * https://vite.dev/config/build-options#build-modulepreload) except the importer itself; but
 * the importer's own static imports have all loaded before it runs, so listing them again only
 * costs bytes (about 20 each, in every chunk that imports: 0.2 kB of the card's first download).
 * `plugin` reads the bundle before Vite writes the lists; `resolveDependencies` goes in
 * `build.modulePreload`. Stylesheets are not filtered (Vite passes only scripts).
 */
export function preloadOnlyMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Rolldown.OutputBundle | undefined;
  /** Each importer's static closure, once per build (a chunk has many dynamic imports). */
  const closures = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'tapcard:preload-only-missing',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (!bundle) return deps;
      let loaded = closures.get(hostId);
      if (!loaded) closures.set(hostId, (loaded = staticClosure(bundle, hostId)));
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

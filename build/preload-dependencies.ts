import type { Plugin, ResolveModulePreloadDependenciesFn, Rollup } from 'vite';

/**
 * Leaner preload lists for dynamic imports (the public card's byte budget, `npm run size`).
 *
 * Vite wraps each `import()` in its preload helper with the list of files the imported chunk
 * needs (`__vite__mapDeps`), so they download in parallel rather than one import after another.
 * The list also names files the importing chunk imports statically, which are loaded whenever
 * that code runs: the helper skips them at run time, but their hashed names still ride in the
 * download (the card entry's list held React, the runtime, the dispatcher and the shared chunk).
 * `resolveDependencies` drops those, and only those: a file the importing chunk's static closure
 * does not reach stays, so nothing loads later than before. CSS is not touched (Vite adds it back
 * after this hook).
 *
 * The plugin reads the bundle's chunk graph before Vite writes the lists (`generateBundle`,
 * order `pre`); without it (a dev server) every list is kept.
 */
export function preloadDependencies(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let bundle: Rollup.OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'tapcard:preload-dependencies',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (
    _filename,
    deps,
    { hostId, hostType },
  ) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticClosure(bundle, hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

/** `file` and every chunk it imports statically, transitively (file names of `bundle`). */
export function staticClosure(bundle: Rollup.OutputBundle, file: string): Set<string> {
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

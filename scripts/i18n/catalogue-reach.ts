// Every module's messages are loaded wherever the module can render. A page loads the catalogues
// of its language in parts (lingui.config.ts): the card's first screen, the card's later parts
// (`withMessages(import(…))`), the app's, each owner's page's own (`withPageMessages(import(…),
// name)`). A production build compiles the macros to message ids alone, so a module reached
// where its catalogue is not loaded would show an id instead of its words. This walks the
// imports from each document's entry, as the code loads them (static imports; `import(…)`,
// adding the catalogue its wrapper loads), and reports each module whose messages sit in no
// catalogue loaded on the way to it. Read, not run (scripts/source-imports.ts).
import { resolveSource, sourceImports } from '../source-imports.ts';

/**
 * A document's entry and the catalogues loaded before any of its modules renders; reached from
 * another entry, it loads them there too.
 */
export type Entry = { file: string; loaded: readonly string[] };

/** What the walk reads: a source file's text (undefined when there is none). */
export type ReadSource = (file: string) => string | undefined;

/**
 * The modules whose messages are in no catalogue loaded on some way the code reaches them from
 * `entries`, one line each: the module, its catalogues, and the way to it.
 * @param catalogueOf the catalogues holding each file's messages (the source catalogue's
 *   `#:` origins); a file without messages is absent
 */
export function unreachedMessages(
  entries: readonly Entry[],
  read: ReadSource,
  catalogueOf: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const problems = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, loaded: ReadonlySet<string>, way: readonly string[]) => {
    const key = `${file} ${[...loaded].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const catalogues = catalogueOf.get(file);
    if (catalogues && ![...catalogues].some((name) => loaded.has(name)) && !problems.has(file)) {
      problems.set(
        file,
        `${file}: its messages are in ${[...catalogues].join(', ')}, which is not loaded on the way ${[...way, file].join(' → ')} (loaded: ${[...loaded].join(', ')})`,
      );
    }
    const text = read(file);
    if (text === undefined) return;
    for (const { specifier, adds } of sourceImports(file, text)) {
      const target = resolveSource(specifier, file, (candidate) => read(candidate) !== undefined);
      if (!target) continue;
      // Another document's entry reached from this one (the card hands its visitor over to the
      // app in its document) loads its own catalogues first.
      const own = entries.find((entry) => entry.file === target)?.loaded ?? [];
      walk(target, new Set([...loaded, ...own, ...(adds ? [adds] : [])]), [...way, file]);
    }
  };
  for (const entry of entries) walk(entry.file, new Set(entry.loaded), []);
  return [...problems.values()];
}

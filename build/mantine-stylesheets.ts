import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot as root, resolveSource, sourceImports } from '../scripts/source-imports';

// Which of Mantine's per-component stylesheets (`@mantine/core/styles/<Name>.layer.css`) the
// app's pages need (docs/decisions/0013): the sign-in pages and the dashboard load
// their components' files, not all of Mantine's CSS, so a component whose file is missing
// renders unstyled without any error. Read from the sources: the names a page's modules import
// from '@mantine/core', then Mantine's own modules those names import (every
// `<Name>.module.mjs` there has its `styles/<Name>.layer.css`). Used by
// build/mantine-stylesheets.test.ts, which checks the files src/app/mantine-*-styles.ts list.

const mantineEsm = path.join(root, 'node_modules/@mantine/core/esm');
const stylesheetPrefix = '@mantine/core/styles/';

/** The names a source imports from '@mantine/core' (not its types). */
function mantineNames(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g,
  )) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

/**
 * The app's source files `entries` (paths from the repository root, the extension optional) import, themselves
 * included, following static and dynamic imports; not into the files of `stopAt` (the route
 * modules' table, whose thunks lead to other pages).
 */
export function appModules(entries: string[], stopAt: string[] = []): string[] {
  const stop = new Set(stopAt);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    for (const { specifier } of sourceImports(file, readFileSync(path.join(root, file), 'utf8'))) {
      const resolved = resolveSource(specifier, file);
      if (resolved) visit(resolved);
    }
  };
  for (const entry of entries) {
    const file = resolveSource(`./${entry}`, 'package.json');
    if (!file) throw new Error(`no source file ${entry}`);
    visit(file);
  }
  return [...seen];
}

let exportFiles: Map<string, string> | undefined;
/** Mantine's exported names and the module (in its esm build) that defines each. */
function mantineExports(): Map<string, string> {
  if (exportFiles) return exportFiles;
  exportFiles = new Map();
  const index = readFileSync(path.join(mantineEsm, 'index.mjs'), 'utf8');
  for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name) exportFiles.set(name, path.join(mantineEsm, m[2]!));
    }
  }
  return exportFiles;
}

/** Stylesheets in dependency order, and each one's dependencies (all, not just direct). */
export type Stylesheets = { ordered: string[]; dependencies: Map<string, Set<string>> };

/**
 * The per-component stylesheets (`@mantine/core/styles/<Name>.layer.css`) that Mantine's
 * `names` need, dependencies before the components that build on them (the order Mantine's
 * docs ask for: a later reset, e.g. UnstyledButton's, would undo a component's own rules).
 * @throws for a name '@mantine/core' does not export.
 */
export function stylesheetsOf(names: Iterable<string>): Stylesheets {
  // Mantine's modules in folders (a component's files), each folder's imports of others.
  type Folder = { imports: Set<string>; css: Set<string>; below?: Set<string> };
  const folders = new Map<string, Folder>();
  const seen = new Set<string>();
  const folderOf = (dir: string) => {
    let folder = folders.get(dir);
    if (!folder) folders.set(dir, (folder = { imports: new Set(), css: new Set() }));
    return folder;
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const folder = folderOf(path.dirname(file));
    const cssModule = /([^/\\]+)\.module\.mjs$/.exec(file);
    if (cssModule) folder.css.add(`${stylesheetPrefix}${cssModule[1]}.layer.css`);
    for (const { specifier } of sourceImports(file, readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const imported = path.resolve(path.dirname(file), specifier);
      if (path.dirname(imported) !== path.dirname(file)) folder.imports.add(path.dirname(imported));
      visit(imported);
    }
  };
  const entryFolders = [...names].map((name) => {
    const file = mantineExports().get(name);
    if (!file) throw new Error(`'@mantine/core' exports no ${name}`);
    visit(file);
    return path.dirname(file);
  });
  // Folders after the folders they import: a component's stylesheet after its dependencies'.
  const ordered: string[] = [];
  const dependencies = new Map<string, Set<string>>();
  const order = (dir: string): Set<string> => {
    const folder = folderOf(dir);
    if (folder.below) return folder.below;
    const below = (folder.below = new Set<string>());
    for (const imported of folder.imports) {
      for (const sheet of order(imported)) below.add(sheet);
      for (const sheet of folderOf(imported).css) below.add(sheet);
    }
    for (const sheet of [...folder.css].sort()) {
      ordered.push(sheet);
      dependencies.set(sheet, new Set([...below].filter((dep) => dep !== sheet)));
    }
    return below;
  };
  for (const dir of entryFolders) order(dir);
  return { ordered, dependencies };
}

/** The per-component stylesheets the app's source files `files` need. */
export function stylesheetsFor(files: string[]): Stylesheets {
  const names = files.flatMap((file) => mantineNames(readFileSync(path.join(root, file), 'utf8')));
  return stylesheetsOf([...new Set(names)].sort());
}

/**
 * What is wrong with loading the stylesheets `loaded` (in this order) for pages that need
 * `needed`: a file missing, loaded twice, or loaded before a file it builds on. Empty if nothing.
 */
export function stylesheetProblems(needed: Stylesheets, loaded: string[]): string[] {
  const problems: string[] = [];
  const position = new Map<string, number>();
  loaded.forEach((sheet, i) => {
    if (position.has(sheet)) problems.push(`${sheet} loaded twice`);
    else position.set(sheet, i);
  });
  for (const sheet of needed.ordered) {
    const at = position.get(sheet);
    if (at === undefined) {
      problems.push(`${sheet} missing`);
      continue;
    }
    for (const dep of needed.dependencies.get(sheet) ?? []) {
      // Files that import each other (Radio and RadioIndicator) may come in either order.
      if (needed.dependencies.get(dep)?.has(sheet)) continue;
      if ((position.get(dep) ?? -1) > at) problems.push(`${sheet} loaded before ${dep}`);
    }
  }
  return problems;
}

/**
 * The Mantine per-component stylesheets a module (e.g. src/app/mantine-styles.ts, the extension
 * optional) imports, in order, with those of the app's modules it imports (at their place).
 */
export function listedStylesheets(file: string): string[] {
  const from = resolveSource(`./${file}`, 'package.json');
  if (!from) throw new Error(`no source file ${file}`);
  return sourceImports(from, readFileSync(path.join(root, from), 'utf8')).flatMap(
    ({ specifier }) => {
      if (specifier.startsWith(stylesheetPrefix)) return [specifier];
      const imported = resolveSource(specifier, from);
      return imported ? listedStylesheets(imported) : [];
    },
  );
}

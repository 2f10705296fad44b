// The source modules each page of the app loads on its first visit, read from the pages'
// one declaration: the routes of src/app/routes.tsx and the pages an optional capability
// declares in src/capabilities/*/module.ts (each a path of src/config/paths.ts and a `lazy`
// import), with the dashboard's shell for the pages under /dashboard. Read, not run: the
// TypeScript parser walks the files, so plain Node needs no bundler. Used by the byte budgets
// (scripts/route-sizes.ts) and the Mantine stylesheet check (build/mantine-stylesheets.test.ts);
// both fail when a page of src/config/paths.ts has no module here.
// Plain Node loads this file too (size-limit imports .size-limit.mjs without tsx): erasable
// TypeScript only, imports with their .ts extension.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { paths } from '../src/config/paths.ts';
import { resolveSource } from './source-imports.ts';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A page: its path pattern, the source files (from the project root) its route loads, and the
 * English catalogues of its own words it loads with them (`withPageMessages(import(…), name)`:
 * src/locales/pages/{name}/en.po).
 */
export type PageModules = { path: string; modules: string[]; catalogues: string[] };

/** The files whose routes and pages are read. */
export const declarationFiles = [
  'src/app/routes.tsx',
  ...readdirSync(path.join(root, 'src/capabilities'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/capabilities/${entry.name}/module.ts`),
];

/** What a page's route loads: its modules and its words (`PageModules`). */
type Loads = Pick<PageModules, 'modules' | 'catalogues'>;

/**
 * Every `import('…')` under `node`, resolved from `file` (scripts/source-imports.ts), and the
 * English page catalogue a `withPageMessages(import('…'), name)` loads with it.
 */
function importsUnder(node: ts.Node, file: string): Loads {
  const found: Loads = { modules: [], catalogues: [] };
  const visit = (n: ts.Node) => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      const resolved = resolveSource(n.arguments[0].text, file);
      if (!resolved) throw new Error(`${file}: cannot resolve ${n.arguments[0].text}`);
      found.modules.push(resolved);
    } else if (
      ts.isCallExpression(n) &&
      n.expression.getText() === 'withPageMessages' &&
      n.arguments[1] &&
      ts.isStringLiteral(n.arguments[1])
    ) {
      found.catalogues.push(`src/locales/pages/${n.arguments[1].text}/en.po`);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The path pattern of `paths.x` (or a string literal), if `node` is one. */
function pathOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node)) return node.text;
  if (ts.isPropertyAccessExpression(node) && node.expression.getText() === 'paths') {
    return paths[node.name.text as keyof typeof paths];
  }
  return undefined;
}

/**
 * The pages one file declares: object literals with a `path` and a `lazy` (or a spread helper
 * whose returned object has the `lazy`), and computed keys `[paths.x]: () => import(…)`.
 */
function pagesOf(file: string): PageModules[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const functions = new Map<string, ts.Node>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer) {
      functions.set(n.name.text, n.initializer);
    }
    ts.forEachChild(n, collect);
  };
  collect(source);
  const pages: PageModules[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isObjectLiteralExpression(n)) {
      let pattern: string | undefined;
      const loads: Loads = { modules: [], catalogues: [] };
      const add = (more: Loads) => {
        loads.modules.push(...more.modules);
        loads.catalogues.push(...more.catalogues);
      };
      for (const property of n.properties) {
        if (ts.isPropertyAssignment(property)) {
          const key = property.name;
          if (ts.isIdentifier(key) && key.text === 'path') pattern = pathOf(property.initializer);
          else if (ts.isIdentifier(key) && key.text === 'lazy') {
            add(importsUnder(property.initializer, file));
          } else if (ts.isComputedPropertyName(key)) {
            const computed = pathOf(key.expression);
            if (computed) {
              pages.push({ path: computed, ...importsUnder(property.initializer, file) });
            }
          }
        } else if (ts.isSpreadAssignment(property) && ts.isCallExpression(property.expression)) {
          const helper = functions.get(property.expression.expression.getText());
          if (helper) add(importsUnder(helper, file));
        }
      }
      if (pattern && loads.modules.length > 0) pages.push({ path: pattern, ...loads });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return pages;
}

/**
 * Every page of the app with the modules its route loads: its own (`lazy`), and for a page
 * under /dashboard the dashboard route's (the shell and its Mantine CSS) before it.
 */
export function pageModules(): PageModules[] {
  const all = declarationFiles.flatMap(pagesOf);
  const shell = all.find((page) => page.path === paths.dashboard);
  return all
    .filter((page) => page.path !== paths.dashboard)
    .map((page) =>
      shell && page.path.startsWith(`${paths.dashboard}/`)
        ? {
            path: page.path,
            modules: [...shell.modules, ...page.modules],
            catalogues: [...shell.catalogues, ...page.catalogues],
          }
        : page,
    );
}

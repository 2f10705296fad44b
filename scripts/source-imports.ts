// The imports of the app's source files, read, not run: the TypeScript parser reads a file's
// imports and this resolves them to the project's files the way Vite does (`@/` is `src/`, an
// extension or an index file may be left out). One reader for the checks that walk the code:
// the message catalogues a module needs (scripts/i18n/catalogue-reach.ts), the Mantine
// stylesheets a page renders (build/mantine-stylesheets.ts), and the modules each page's route
// loads (scripts/page-modules.ts).
// Plain Node loads this file too (size-limit imports .size-limit.mjs without tsx): erasable
// TypeScript only, imports with their .ts extension.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The project's root: the paths here are relative to it, with `/` separators. */
export const projectRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Whether the project has the file (a path from the project's root). */
const inProject = (file: string) => existsSync(path.join(projectRoot, file));

/** An import of a module: its specifier and the message catalogue loaded with it, if any. */
export type SourceImport = { specifier: string; adds?: string };

/**
 * The message catalogue a wrapper of `import(…)` loads with the module, by the wrapper's call:
 * `withPageMessages(import(…), name)` a page's (src/components/owner-language.ts),
 * `withMessages(import(…))` the card's later parts' (its default, src/i18n/i18n.ts).
 */
function wrapperCatalogue(call: ts.CallExpression): string | undefined {
  const callee = call.expression.getText();
  const catalogue = call.arguments[1];
  if (callee === 'withPageMessages' && catalogue && ts.isStringLiteral(catalogue)) {
    return catalogue.text;
  }
  if (callee === 'withMessages' && (!catalogue || catalogue.getText() === 'cardLaterCatalogue')) {
    return 'card-later';
  }
  return undefined;
}

/**
 * The value imports of the source `text` of `file`, in order: static imports and re-exports
 * (not those of types alone, which load nothing) and `import('…')` with the catalogue its
 * wrapper loads.
 */
export function sourceImports(file: string, text: string): SourceImport[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: SourceImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typesOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.length > 0 &&
          bindings.elements.every((element) => element.isTypeOnly));
      if (!typesOnly) found.push({ specifier: node.moduleSpecifier.text });
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const parent = node.parent;
      const adds =
        ts.isCallExpression(parent) && parent.arguments[0] === node
          ? wrapperCatalogue(parent)
          : undefined;
      found.push({ specifier: node.arguments[0].text, adds });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The project's source file (a path from the root) `specifier` names, imported by `from`, or
 * undefined for a package, a stylesheet, a catalogue or a file that is not there.
 * @param exists whether the project has a file (tests give their own files)
 */
export function resolveSource(
  specifier: string,
  from: string,
  exists: (file: string) => boolean = inProject,
): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = `src/${specifier.slice(2)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const candidates = /\.(tsx?|jsx?)$/.test(base)
    ? [base]
    : [`${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`];
  return candidates.find(exists);
}

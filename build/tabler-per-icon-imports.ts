import type { Plugin } from 'vite';

const barrel = /import\s*\{([^}]*)\}\s*from\s*['"]@tabler\/icons-react['"];?/g;

/**
 * `import { IconCopy } from '@tabler/icons-react'` becomes the icon's own ES module. On the
 * dev server (docs/performance.md "Dev server") the browser loads the few icons the app uses
 * instead of the package's barrel of 6,000 (15 MB with its source map). In a build the module
 * graph then names only the icons a module uses: build/card-chunks.ts reads the card's import
 * closure from it, and through the barrel that closure held every icon of every page, which
 * landed in the card's shared chunk (1.1 KB gzip of icons the card never shows). Type-only
 * imports are left alone. Pair it with `optimizeDeps.exclude: ['@tabler/icons-react']` so
 * the barrel is never pre-bundled.
 */
export function tablerPerIconImports(): Plugin {
  return {
    name: 'tapcard:tabler-per-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('@tabler/icons-react')) return null;
      const next = perIconImports(code);
      return next === code ? null : { code: next, map: null };
    },
  };
}

/** The rewrite itself: each named import of the barrel becomes a default import of its file. */
export function perIconImports(code: string): string {
  return code.replace(barrel, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => {
        const [imported, local = imported] = name.split(/\s+as\s+/);
        return `import ${local} from '@tabler/icons-react/dist/esm/icons/${imported}.mjs';`;
      })
      .join('\n'),
  );
}

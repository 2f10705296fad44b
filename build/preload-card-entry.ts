import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * Lists the lean card page's chunks as `<link rel="modulepreload">` in index.html (issue #10,
 * docs/decisions/0005): they download in parallel with the dispatcher instead of after it has
 * run. React, the largest, is needed by every page; the card's own chunks are about 12 kB gzip.
 */
export function preloadCardEntry(): Plugin {
  return {
    name: 'tapcard:preload-card-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => (bundle ? cardPreloadTags(bundle) : undefined),
    },
  };
}

/**
 * The static import closure of the card entry's chunk, without the page entry (its <script>
 * loads it).
 */
export function cardPreloadTags(bundle: Rollup.OutputBundle): HtmlTagDescriptor[] | undefined {
  const entry = Object.values(bundle).find(
    (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/public-card/card-entry.tsx'),
  );
  if (!entry) return undefined;
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (files.has(name) || chunk?.type !== 'chunk') return;
    files.add(name);
    chunk.imports.forEach(visit);
  };
  visit(entry.fileName);
  return [...files]
    .filter((file) => bundle[file]?.type === 'chunk' && !bundle[file].isEntry)
    .map((file) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
      injectTo: 'head' as const,
    }));
}

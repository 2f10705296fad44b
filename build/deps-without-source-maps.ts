import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Dev server only (its download budget: docs/performance.md "Dev server"): pre-bundled dependencies
 * are served with a link to their source map (which the dev server serves; devtools fetch it when
 * open) instead of the map inlined, which was two thirds of a fresh load (react-dom alone 3 MB).
 * The app's own modules keep inline maps.
 */
export function depsWithoutSourceMaps(): Plugin {
  return {
    name: 'tapcard:deps-without-source-maps',
    apply: 'serve',
    transform(code, id) {
      if (!id.includes('/node_modules/.vite/deps/')) return null;
      const file = path.basename(id.split('?')[0] ?? id);
      return { code: `${code}\n//# sourceMappingURL=${file}.map`, map: { mappings: '' } };
    },
  };
}

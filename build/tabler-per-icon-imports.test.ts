// @vitest-environment node
import { expect, test } from 'vitest';
import { perIconImports, tablerPerIconImports } from './tabler-per-icon-imports';

// Built from pieces: the plugin rewrites this very file under Vitest (a dev server) too.
const barrel = "'@tabler/" + "icons-react';";

test('a named import of the icon barrel becomes one import per icon file', () => {
  const code = `import { IconCopy, IconX as Close, type Icon } from ${barrel}`;
  expect(perIconImports(code)).toBe(
    "import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';\n" +
      "import Close from '@tabler/icons-react/dist/esm/icons/IconX.mjs';",
  );
});

test('the plugin rewrites app modules in dev and build alike, and leaves others alone', () => {
  const plugin = tablerPerIconImports();
  const transform = plugin.transform as (code: string, id: string) => unknown;
  const code = `import { IconCopy } from ${barrel}`;
  expect(plugin.apply).toBeUndefined();
  expect(transform(code, '/repo/node_modules/x/index.js')).toBeNull();
  expect(transform("import { useState } from 'react';", '/repo/src/a.tsx')).toBeNull();
  expect(transform(code, '/repo/src/a.tsx')).toMatchObject({
    code: "import IconCopy from '@tabler/icons-react/dist/esm/icons/IconCopy.mjs';",
  });
});

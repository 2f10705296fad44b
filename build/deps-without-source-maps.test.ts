// @vitest-environment node
import { expect, test } from 'vitest';
import { depsWithoutSourceMaps } from './deps-without-source-maps';

const transform = depsWithoutSourceMaps().transform as (code: string, id: string) => unknown;

test('a pre-bundled dependency links its source map instead of inlining it', () => {
  expect(transform('export default 1;', '/repo/node_modules/.vite/deps/react-dom.js?v=1')).toEqual({
    code: 'export default 1;\n//# sourceMappingURL=react-dom.js.map',
    map: { mappings: '' },
  });
});

test("the app's own modules keep their inline maps", () => {
  expect(transform('export default 1;', '/repo/src/main.tsx')).toBeNull();
});

// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire (docs/architecture.md "Folders"): each
 * case lints a small source at a path in the repository with the project's real config and
 * expects the rule to report it, or to stay quiet where the import is allowed.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, ignore: false });

async function rulesFiredBy(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const boundaryRules = ['import-x/no-restricted-paths', 'no-restricted-imports'];
const only = (rules: string[]) => rules.filter((r) => boundaryRules.includes(r));

describe('lint boundaries fire', () => {
  test.each([
    [
      'a feature importing another feature by the @/ alias',
      "export { editProfileQuery } from '@/features/editor/api/editor-queries';",
      'src/features/auth/fixture.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing another feature by a relative path',
      "export { editProfileQuery } from '../editor/api/editor-queries';",
      'src/features/auth/fixture.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'a feature importing the app layer',
      "export { routes } from '@/app/router';",
      'src/features/auth/fixture.ts',
      'import-x/no-restricted-paths',
    ],
    [
      'shared code importing the app',
      "export { Providers } from '@/app/providers';",
      'src/components/fixture.tsx',
      'import-x/no-restricted-paths',
    ],
    [
      'production code importing the mock backend',
      "export { backend } from '@mocks/node';",
      'src/lib/fixture.ts',
      'no-restricted-imports',
    ],
    [
      'production code importing the mock backend by a relative path',
      "export { seedIds } from '../../mocks/store';",
      'src/lib/fixture.ts',
      'no-restricted-imports',
    ],
    [
      'production code importing Storybook set-up',
      "export { default } from '../../.storybook/preview';",
      'src/components/fixture.tsx',
      'no-restricted-imports',
    ],
    [
      'production code importing a test helper',
      "export { renderRoute } from '@tests/support/render';",
      'src/features/auth/fixture.ts',
      'no-restricted-imports',
    ],
    [
      'production code importing a feature test helper',
      "export { openEditor } from '../../../../tests/editor/editor-test-utils';",
      'src/features/editor/components/fixture.ts',
      'no-restricted-imports',
    ],
    [
      "a test overriding the API with msw's untyped http",
      "import { http } from 'msw';\nexport const handler = http;",
      'src/features/auth/fixture.test.tsx',
      'no-restricted-imports',
    ],
    [
      "a story overriding the API with msw's untyped http",
      "import { http } from 'msw';\nexport const handler = http;",
      'src/features/auth/fixture.stories.tsx',
      'no-restricted-imports',
    ],
    [
      "a test helper in tests/ with msw's untyped http",
      "import { http } from 'msw';\nexport const handler = http;",
      'tests/support/fixture.ts',
      'no-restricted-imports',
    ],
  ])('%s', async (_, code, filePath, rule) => {
    expect(only(await rulesFiredBy(code, filePath))).toEqual([rule]);
  });

  test.each([
    [
      'a feature importing shared code',
      "export { toast } from '@/lib/toast';",
      'src/features/auth/fixture.ts',
    ],
    [
      'a test importing test helpers and the mock backend',
      "export { renderRoute } from '@tests/support/render';\nexport { backend } from '@mocks/node';",
      'src/features/auth/fixture.test.ts',
    ],
    [
      'a test of shared code rendering through the app providers',
      "export { Providers } from '@/app/providers';",
      'src/lib/fixture.test.tsx',
    ],
    [
      'a test with the typed http and msw helpers',
      "import { delay, HttpResponse } from 'msw';\n" +
        "import { http } from '@mocks/handlers/context';\n" +
        'export { delay, http, HttpResponse };',
      'src/features/auth/fixture.test.tsx',
    ],
    [
      "the mock backend building on msw's own http",
      "import { http } from 'msw';\nexport const handler = http;",
      'mocks/handlers/fixture.ts',
    ],
  ])('stays quiet for %s', async (_, code, filePath) => {
    expect(only(await rulesFiredBy(code, filePath))).toEqual([]);
  });

  test.each([
    ['without meta', "$api.useMutation('post', '/api/profile');", ['no-restricted-syntax']],
    [
      'with other meta',
      "$api.useMutation('post', '/api/profile', { meta: {} });",
      ['no-restricted-syntax'],
    ],
    [
      'declaring what it invalidates',
      "$api.useMutation('post', '/api/profile', { meta: { invalidates: [] } });",
      [],
    ],
  ])('a mutation %s: every mutation declares `invalidates`', async (_, call, expected) => {
    const code = `import { $api } from '@/api/client';\nexport const useCreate = () => ${call}`;
    const fired = await rulesFiredBy(code, 'src/features/admin/fixture.ts');
    expect(fired.filter((rule) => rule === 'no-restricted-syntax')).toEqual(expected);
  });

  const asksInsights =
    "import { useCapability } from '@/capabilities/capabilities';\n" +
    "export const useInsights = () => useCapability('insights');";
  const checksByName =
    "import { useCapabilities } from '@/capabilities/capabilities';\n" +
    "export const useExchange = () => useCapabilities().has('contactExchange');";
  const syntaxOf = async (code: string, filePath: string) =>
    (await rulesFiredBy(code, filePath)).filter((rule) => rule === 'no-restricted-syntax');

  test.each([
    ['a feature', 'src/features/profiles/components/fixture.tsx'],
    ['the app', 'src/app/layouts/fixture.tsx'],
    ['shared code', 'src/components/fixture.tsx'],
    ['the card', 'src/card/fixture.tsx'],
    ["the capabilities' registry", 'src/capabilities/fixture.ts'],
  ])('%s asking for a capability by name is reported', async (_, filePath) => {
    expect(await syntaxOf(asksInsights, filePath)).toEqual(['no-restricted-syntax']);
    expect(await syntaxOf(checksByName, filePath)).toEqual(['no-restricted-syntax']);
  });

  test.each([
    ["the capability's own folder", 'src/capabilities/insights/components/fixture.tsx'],
    ["the capability's card slot", 'src/capabilities/contact-exchange/card/fixture.tsx'],
    ['a test', 'src/features/profiles/components/fixture.test.tsx'],
  ])('stays quiet for %s asking for a capability by name', async (_, filePath) => {
    expect(await syntaxOf(asksInsights, filePath)).toEqual([]);
    expect(await syntaxOf(checksByName, filePath)).toEqual([]);
  });

  test('outside a capability folder, the rules every file keeps still fire', async () => {
    const code = 'export const X = () => <div dangerouslySetInnerHTML={{ __html: "" }} />;';
    expect(await syntaxOf(code, 'src/features/profiles/components/fixture.tsx')).toEqual([
      'no-restricted-syntax',
    ]);
  });

  test('an import cycle is reported (import-x/no-cycle)', async () => {
    const [result] = await eslint.lintFiles([path.join(root, 'scripts/lint-fixtures/cycle-a.ts')]);
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

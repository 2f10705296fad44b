import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder below `dir` (src/features, src/capabilities): the lint zones follow the tree. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const features = foldersOf('./src/features');
const capabilities = foldersOf('./src/capabilities');

/** The optional capabilities' names, as the contract names them (`capabilityValues`, generated). */
const capabilityNames = [
  ...readFileSync(
    new URL('./src/api/generated/lists/capability-values.gen.ts', import.meta.url),
    'utf8',
  )
    .match(/capabilityValues = \[([^\]]*)\]/)[1]
    .matchAll(/'(\w+)'/g),
].map((match) => match[1]);

/** Syntax no source file uses (`no-restricted-syntax`). */
const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Nothing from data is injected as HTML.',
  },
  {
    // The MutationCache invalidates what `meta.invalidates` names (src/lib/query-client.ts).
    selector:
      "CallExpression[callee.property.name='useMutation']:not(:has(Property[key.name='invalidates']))",
    message:
      'Every mutation declares what it makes stale: `meta: { invalidates: [...] }` ([] for nothing).',
  },
];

/**
 * Only a capability's own folder (src/capabilities/<name>/) asks whether its capability is on
 * (docs/architecture.md "Optional capabilities"): elsewhere, the registry's slots
 * (src/capabilities/slots.tsx) show what the server announced.
 */
const capabilityChecks = [
  {
    selector: "CallExpression[callee.name='useCapability']",
    message:
      "Only a capability's own folder asks useCapability(); declare what it adds in its module.ts and render the registry's slot (src/capabilities/slots.tsx).",
  },
  {
    selector: `CallExpression[callee.property.name='has'][arguments.0.value=/^(${capabilityNames.join('|')})$/]`,
    message:
      "Only a capability's own folder checks its name; declare what it adds in its module.ts and render the registry's slot (src/capabilities/slots.tsx).",
  },
];

/**
 * Files in src/ that are not production code: tests, stories and their helpers and fixtures,
 * and the mock-mode entry (loaded only by a dynamic import that production builds drop).
 */
export const nonProduction = [
  'src/**/*.test.{ts,tsx}',
  'src/**/*.stories.{ts,tsx}',
  'src/mock-mode.tsx',
];

/**
 * Tests, stories and scripts override the API through the typed `http` (openapi-msw), so a path
 * or body the contract does not allow fails to compile. Only mocks/ builds on msw's own `http`.
 */
const untypedHttp = {
  name: 'msw',
  importNames: ['http'],
  message:
    "Use the typed `http` from '@mocks/handlers/context': paths and bodies follow the contract. " +
    'Deliberate violations: `response.untyped(...)`; URLs outside the API: `http.untyped`.',
};

/**
 * Import boundaries between src/ folders, read from the tree (docs/architecture.md "Layers"):
 * - a feature (src/features/*) imports no other feature, and nothing of the app's shell;
 * - an optional capability (src/capabilities/*) imports no other capability;
 * - the card (src/card/) and a capability's card slot (src/capabilities/<name>/card) import
 *   nothing of the app, its features or a page's libraries: the card loads React alone;
 * - shared code (components, lib, config, api) imports no feature, capability or app code.
 * Tests and test helpers of shared code may render through the app's providers.
 */
function boundaryZones({ production }) {
  return [
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message: 'Features never import each other; move shared code to src/components or src/lib.',
    })),
    ...capabilities.map((capability) => ({
      target: `./src/capabilities/${capability}`,
      from: './src/capabilities',
      except: [`./${capability}`, './capabilities.tsx'],
      message: 'A capability imports no other capability; shared code lives in src/lib.',
    })),
    {
      target: ['./src/features', './src/capabilities'],
      from: './src/app',
      message: 'Features and capabilities do not import the app layer.',
    },
    {
      target: ['./src/card', ...capabilities.map((c) => `./src/capabilities/${c}/card`)],
      from: ['./src/app', './src/features'],
      message: 'The card never imports the app or its features: it loads React alone.',
    },
    {
      target: ['./src/components', './src/lib', './src/config', './src/api'],
      from: production
        ? ['./src/features', './src/app', ...capabilities.map((c) => `./src/capabilities/${c}`)]
        : ['./src/features'],
      message: production
        ? 'Shared code does not import features, capabilities or the app.'
        : 'Shared code does not import features.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      'public-mock/mockServiceWorker.js',
      'src/api/generated',
      'scripts/lint-fixtures',
      'test-results',
      'playwright-report',
      'bench-results',
      '**/.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // Resolves `@/…`, `@mocks/…` and relative imports as TypeScript does, so the path rules
    // below see through the alias (without it `@/features/...` passed unseen).
    // The parser settings let import-x read TypeScript modules (no-cycle follows them).
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', ...restrictedSyntax],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Features never import each other (docs/architecture.md "Folders"); shared code lives in
      // components/lib/config/api.
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ production: true }) }],
    },
  },
  {
    // Production code never imports the mock backend, Storybook or test helpers: production
    // folders hold production code; mocks enter only through src/mock-mode.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: nonProduction,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [untypedHttp],
          patterns: [
            {
              regex: '^@mocks/|(^|/)mocks/',
              message: 'Production code does not import the mock backend (mocks/).',
            },
            {
              regex: '(^|/)\\.storybook/',
              message: 'Production code does not import Storybook set-up.',
            },
            {
              regex: '^@tests/|(^|/)tests/|\\.(test|stories)$',
              message: 'Production code does not import test or story helpers.',
            },
          ],
        },
      ],
    },
  },
  {
    // Production code outside a capability's folder never asks for a capability by name.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...nonProduction, 'src/capabilities/*/**'],
    rules: { 'no-restricted-syntax': ['error', ...restrictedSyntax, ...capabilityChecks] },
  },
  {
    files: nonProduction,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ production: false }) }],
    },
  },
  {
    // Tests, stories, scripts and Storybook set-up. Production code lists `untypedHttp` in its
    // own block above: a later block's options would replace its patterns, not add to them.
    files: [...nonProduction, 'tests/**', 'e2e/**', 'scripts/**', '.storybook/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [untypedHttp] }] },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Every word a person reads goes through the catalogues (the `t` macro, `<Trans>`, `msg`),
    // in a component or in a plain module that builds what a person reads (a toast, an image's
    // caption, a signature), so a language is one more file (docs/translations.md). Lingui's
    // rule matches every string and is told what is not words: one lowercase token or UPPERCASE
    // (its README's starting point), CSS values and media queries, markup, keys and the names of
    // things that are not translated (brands, the card's own data). Modules that speak
    // protocols, not to people, are left out: the configuration (HTTP headers and policies, the
    // proxy's forwarding headers, the theme's CSS), the contract's code and its developers'
    // errors (src/api/; the spec's fallbacks there are translated where shown:
    // src/components/server-messages.ts), and raw HTTP answers.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...nonProduction, 'src/config/**', 'src/api/**', 'src/lib/raw-answer.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // CSS: lengths, calc(), colours, shadows, borders, flex shorthands.
            '^(calc|var|rgba?|color-mix)\\(|^\\d|^\\d+px |\\bsolid\\b',
            // Names that are the same in every language: the networks, a dialling code.
            '^(WhatsApp|Instagram|YouTube|Youtube|Facebook|Justdial|LinkedIn|Linkedin|Google Maps)$',
            '^[A-Z]{2} \\(\\+\\d+\\)$',
            'noopener noreferrer',
            // Markup and its attributes (an e-mail signature, an SVG file), not words.
            '^<',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'dialogKey',
            // The spec's English fallback of a failed load, translated where it is shown
            // (src/components/server-messages.ts).
            'failure',
            'fallback',
            'src',
            'type',
            'id',
            'fontFamily',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'useMediaQuery',
            '*.matchMedia',
            // Key names (Mantine's hotkeys).
            'useHotkeys',
            'useCardDialog',
            'formatDate',
            'RegExp',
            // The spec's English fallback of a failed request, translated where shown
            // (src/components/server-messages.ts).
            'errorMessage',
          ],
        },
      ],
    },
  },
  ...tanstackQuery.configs['flat/recommended'],
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  ...storybook.configs['flat/recommended'],
);

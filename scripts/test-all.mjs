// `npm test`: every check in order — contract (lint, generated types current, Prism smoke,
// contract:verify self-test, the HTML API reference), one production and one demo build, the
// nginx deploy config against the production one, the byte budgets (the card and every route),
// unit and component tests, stories (Chromium, a11y), the built static Storybook, browser
// journeys (Playwright, on those two builds) — then one
// closing line "N passed, N failed" summed over all runners. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = mkdtempSync(path.join(tmpdir(), 'tapcard-test-'));
const vitestJson = (name) => path.join(out, `${name}.json`);
// One production build for the deploy check and the Playwright prod and http-mock projects (each
// would build its own otherwise), and one demo build (the in-browser mock) for the journeys.
const prodDist = path.join(out, 'dist');
const demoDist = path.join(out, 'dist-demo');
const steps = [
  ['contract: lint', 'npm', ['run', 'api:lint']],
  ['contract: generated types', 'npm', ['run', 'api:check']],
  ['contract: prism', 'npm', ['run', 'test:prism']],
  ['contract: verify a server', 'npm', ['run', 'test:contract-verify']],
  ['contract: fuzz the HTTP mock', 'npm', ['run', 'test:fuzz']],
  ['contract: API reference (docs:api)', 'npm', ['run', 'test:docs-api']],
  ['i18n: message catalogues', 'npm', ['run', 'i18n:check']],
  ['build: production', 'npx', ['vite', 'build', '--outDir', prodDist, '--logLevel', 'warn']],
  [
    'build: demo (in-browser mock)',
    'npx',
    ['vite', 'build', '--mode', 'demo', '--outDir', demoDist, '--logLevel', 'warn'],
    // An exported API_TARGET would switch the build's in-browser mock off (vite.config.ts).
    { API_TARGET: '' },
  ],
  [
    'deploy: nginx serves the build',
    'npm',
    ['run', 'test:deploy'],
    { DEPLOY_CHECK_DIST: prodDist },
  ],
  ['budgets: card and route bytes', 'npm', ['run', 'size']],
  [
    'unit + component',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson('unit')}`,
    ],
  ],
  [
    'stories',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'storybook',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson('stories')}`,
    ],
  ],
  ['stories: static Storybook smoke', 'npm', ['run', 'test:storybook-static']],
  [
    'browser journeys',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json'),
      E2E_PROD_DIST: prodDist,
      E2E_DEMO_DIST: demoDist,
    },
  ],
  // The card renderer (ADR 0011) on workerd: its own Playwright config and servers.
  [
    'edge: card renderer on workerd',
    'npx',
    ['playwright', 'test', '-c', 'edge/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'edge.json') },
  ],
];

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
/** Failed and flaky tests by name, repeated at the end so the last lines of a CI log name them. */
const named = [];

/** Playwright's JSON report: every spec of every nested suite. */
function* playwrightSpecs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* playwrightSpecs(child);
}

function count(file, kind) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
      for (const result of report.testResults ?? []) {
        for (const test of result.assertionResults ?? []) {
          if (test.status === 'failed') {
            named.push(`failed: ${path.relative(process.cwd(), result.name)} > ${test.fullName}`);
          }
        }
      }
    } else {
      passed += report.stats.expected;
      failed += report.stats.unexpected;
      flaky += report.stats.flaky;
      skipped += report.stats.skipped;
      for (const suite of report.suites ?? []) {
        for (const spec of playwrightSpecs(suite)) {
          for (const test of spec.tests ?? []) {
            if (test.status === 'unexpected' || test.status === 'flaky') {
              const kind = test.status === 'flaky' ? 'flaky' : 'failed';
              named.push(
                `${kind}: [${test.projectName}] ${spec.file}:${spec.line} > ${spec.title}`,
              );
            }
          }
        }
      }
    }
  } catch {
    /* the runner wrote no report: its exit code decides */
  }
}

let exitCode = 0;
let failedStep;
/** Seconds per step, printed at the end: where the time of a run went. */
const timings = [];
for (const [name, command, args, extraEnv] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  timings.push(`${((performance.now() - started) / 1000).toFixed(0).padStart(5)} s  ${name}`);
  if (name === 'unit + component') count(vitestJson('unit'), 'vitest');
  if (name === 'stories') count(vitestJson('stories'), 'vitest');
  if (name === 'browser journeys') count(path.join(out, 'e2e.json'), 'playwright');
  if (name === 'edge: card renderer on workerd') count(path.join(out, 'edge.json'), 'playwright');
  if (result.status !== 0) {
    failedStep = `${name} failed (exit ${result.status}); later steps did not run.`;
    exitCode = result.status || 1;
    if (!failed) failed = 1;
    break;
  }
}
const extra = [
  skipped ? `${skipped} skipped` : '',
  flaky ? `${flaky} flaky (passed on retry: see above)` : '',
].filter(Boolean);
console.log(`\ntime per step:\n${timings.join('\n')}`);
if (named.length) console.log(`\n${named.join('\n')}`);
if (failedStep) console.log(`\n${failedStep}`);
console.log(`\n${passed} passed, ${failed} failed${extra.map((e) => `, ${e}`).join('')}`);
process.exit(exitCode);

// Fails when the generated files in src/api are not what `npm run api:gen` makes from the
// contract: the types (schema.gen.ts) and the response validators (response-validators.gen.*).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'api-gen-'));
const bin = (name) => path.join('node_modules', '.bin', name);
const generated = [
  'schema.gen.ts',
  'response-validators.gen.js',
  'response-validators.gen.d.ts',
  'contract-lists.gen.ts',
];
execFileSync(
  bin('openapi-typescript'),
  ['openapi/openapi.yaml', '-o', path.join(dir, generated[0])],
  {
    stdio: 'ignore',
  },
);
execFileSync(bin('tsx'), ['scripts/generate-validators.ts', dir], { stdio: 'ignore' });
execFileSync(
  bin('prettier'),
  ['--config', '.prettierrc.json', '--write', ...generated.map((f) => path.join(dir, f))],
  { stdio: 'ignore' },
);
const stale = generated.filter(
  (f) => readFileSync(path.join(dir, f), 'utf8') !== readFileSync(path.join('src/api', f), 'utf8'),
);
if (stale.length > 0) {
  console.error(
    `${stale.map((f) => `src/api/${f}`).join(', ')} stale: run "npm run api:gen" and commit the result.`,
  );
  process.exit(1);
}
console.log('Generated API types and validators are current.');

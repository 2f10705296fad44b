// Fails when the generated files in src/api are not what `npm run api:gen` makes from the
// contract: the types (schema.gen.ts), the response validators (response-validators.gen.*,
// validate-*.gen.*), the contract's lists (lists/*.gen.ts) and limits (contract-limits.gen.ts);
// also when one is left over.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'api-gen-'));
const bin = (name) => path.join('node_modules', '.bin', name);
execFileSync(
  bin('openapi-typescript'),
  ['openapi/openapi.yaml', '-o', path.join(dir, 'schema.gen.ts')],
  {
    stdio: 'ignore',
  },
);
execFileSync(bin('tsx'), ['scripts/generate-validators.ts', dir], { stdio: 'ignore' });
// Paths relative to the folder, lists/ included.
const genFiles = (root) =>
  readdirSync(root, { recursive: true }).filter(
    (f) => typeof f === 'string' && f.includes('.gen.'),
  );
const generated = genFiles(dir);
const committed = genFiles('src/api/generated');
execFileSync(
  bin('prettier'),
  ['--config', '.prettierrc.json', '--write', ...generated.map((f) => path.join(dir, f))],
  { stdio: 'ignore' },
);
const stale = [
  ...generated.filter(
    (f) =>
      !existsSync(path.join('src/api/generated', f)) ||
      readFileSync(path.join(dir, f), 'utf8') !==
        readFileSync(path.join('src/api/generated', f), 'utf8'),
  ),
  ...committed.filter((f) => !generated.includes(f)),
];
if (stale.length > 0) {
  console.error(
    `${stale.map((f) => `src/api/generated/${f}`).join(', ')} stale: run "npm run api:gen" and commit the result.`,
  );
  process.exit(1);
}
console.log('Generated API types and validators are current.');

// Fails when src/api/schema.gen.ts is not what `npm run api:gen` makes from the contract.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const out = path.join(mkdtempSync(path.join(tmpdir(), 'api-gen-')), 'schema.gen.ts');
const bin = (name) => path.join('node_modules', '.bin', name);
execFileSync(bin('openapi-typescript'), ['openapi/openapi.yaml', '-o', out], { stdio: 'ignore' });
execFileSync(bin('prettier'), ['--config', '.prettierrc.json', '--write', out], {
  stdio: 'ignore',
});
const fresh = readFileSync(out, 'utf8');
const committed = readFileSync('src/api/schema.gen.ts', 'utf8');
if (fresh !== committed) {
  console.error('src/api/schema.gen.ts is stale: run "npm run api:gen" and commit the result.');
  process.exit(1);
}
console.log('Generated API types are current.');

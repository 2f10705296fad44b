// `npm run test:docs-api` (part of `npm test`): `npm run docs:api` writes an HTML reference of
// the contract and prints its path as the last line; that file must exist and document every
// operation of openapi/openapi.yaml (by its operationId).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const output = execFileSync('npm', ['run', '--silent', 'docs:api'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const file = path.resolve(root, output.trim().split('\n').at(-1) ?? '');
const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])),
);
const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
const missing = operationIds.filter((id) => !html.includes(id));
if (!html.startsWith('<!DOCTYPE html>') || operationIds.length === 0 || missing.length > 0) {
  console.error(
    `docs:api: ${existsSync(file) ? `${file} lacks ${missing.join(', ') || 'HTML'}` : `no file at "${file}"`}`,
  );
  process.exit(1);
}
console.log(
  `docs:api: ${path.relative(root, file)} documents all ${operationIds.length} operations.`,
);

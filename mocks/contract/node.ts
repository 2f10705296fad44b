import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { Contract } from '../operations';

/** The parsed contract in Node (Vitest, the HTTP mock server); the browser twin is browser.ts. */
export const contract = parse(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml'),
    'utf8',
  ),
) as Contract;

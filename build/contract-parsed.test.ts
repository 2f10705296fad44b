// @vitest-environment node
import path from 'node:path';
import { expect, test } from 'vitest';
import { contract } from '../mocks/contract/node';
import { contractParsed } from './contract-parsed';

const file = path.resolve(import.meta.dirname, '../openapi/openapi.yaml');

/** The module the plugin writes for `id`, or null when it leaves the id to Vite. */
async function load(id: string) {
  const hook = contractParsed().load as (this: unknown, id: string) => Promise<string | null>;
  return hook.call({ addWatchFile: () => undefined }, id);
}

test('the browser gets the contract the Node mock reads', async () => {
  const code = await load(`${file}?parsed`);
  const literal = /^export default JSON\.parse\((".*")\);$/s.exec(code ?? '')?.[1];
  expect(JSON.parse(JSON.parse(literal ?? '""') as string)).toEqual(contract);
});

test.each([file, `${file}?raw`, `${path.dirname(file)}/x.json?parsed`])(
  '%s is left to Vite',
  async (id) => {
    expect(await load(id)).toBeNull();
  },
);

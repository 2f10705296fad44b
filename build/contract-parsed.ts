import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { parse } from 'yaml';

/** The import query that asks for a YAML file parsed at build time. */
const query = 'parsed';

/**
 * `import contract from '…/openapi.yaml?parsed'`: the YAML parsed when Vite builds or serves the
 * module (with the `yaml` package, as mocks/contract/node.ts parses it in Node), handed to the
 * page as `JSON.parse` of a string, the fastest way a browser reads a large object literal (V8's
 * "The cost of JavaScript"). The in-browser mock reads the contract on every page load: parsing
 * the YAML there took about 270 ms of a journey's first load in a throttled-free Chromium.
 */
export function contractParsed(): Plugin {
  return {
    name: 'tapcard:contract-parsed',
    enforce: 'pre',
    async load(id) {
      const [file = '', search] = id.split('?');
      if (search !== query || !/\.ya?ml$/.test(file)) return null;
      this.addWatchFile(file);
      const value: unknown = parse(await readFile(file, 'utf8'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
    },
  };
}

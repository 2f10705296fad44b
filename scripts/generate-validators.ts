// Generates src/api/response-validators.gen.js (+ .d.ts) from openapi/openapi.yaml: Ajv's
// standalone code for every JSON response schema (plain functions, no `eval`/`new Function` at
// run time, so it works under the README's CSP), the operation of every method + path, and the
// contract's `default:` values by JSON path, which the boundary (src/api/boundary.ts) uses to
// repair a malformed field. Run by `npm run api:gen`; `npm run api:check` fails when stale.
// See docs/decisions/0004-response-boundary.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

// A CommonJS module: its function is the default export's `default` under tsx.
const ucs2length = ((ucs2lengthModule as unknown as { default?: unknown }).default ??
  ucs2lengthModule) as ((s: string) => number) & { code: string };

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Annotations that do not change what validates (left out of the generated code). */
const annotations = new Set(['description', 'summary', 'title', 'example', 'examples', 'default']);

/**
 * Rewrites `#/components/schemas/X` to `#/definitions/X`, so the schemas form one JSON Schema
 * document, and drops annotations (they would otherwise be shipped as schema constants).
 */
function rewriteRefs(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => inProperties || !annotations.has(k))
        .map(([k, v]) => [
          k,
          k === '$ref' && typeof v === 'string'
            ? v.replace('#/components/schemas/', '#/definitions/')
            : rewriteRefs(v, k === 'properties' && !inProperties),
        ]),
    );
  }
  return value;
}

/**
 * The JSON responses: the operation of each method + path, and its success (2xx) schema. Every
 * failure is the `Error` schema (contract conventions); the generator fails if one is not.
 */
function responseTable(contract: Json) {
  const components = contract.components as { responses: Record<string, Json> };
  const resolve = (r: Json) =>
    typeof r.$ref === 'string' ? (components.responses[r.$ref.split('/').pop()!] ?? {}) : r;
  const operations: Record<string, string> = {};
  const statuses: Record<string, string> = {};
  for (const [template, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const id = op.operationId as string;
      operations[`${method.toUpperCase()} ${template}`] = id;
      for (const [status, declared] of Object.entries(op.responses as Record<string, Json>)) {
        const media = (resolve(declared).content as Record<string, Json> | undefined)?.[
          'application/json'
        ];
        const ref = (media?.schema as Json | undefined)?.$ref;
        if (typeof ref !== 'string')
          throw new Error(`${id} ${status}: response schema must be a $ref`);
        const name = ref.split('/').pop()!;
        if (status.startsWith('2')) statuses[id] = name;
        else if (name !== 'Error') throw new Error(`${id} ${status}: a failure must be an Error`);
      }
    }
  }
  return { operations, statuses };
}

/**
 * The contract's `default:` values below one schema, by JSON path pattern (`*` for an array
 * index): where the boundary finds the value to put in place of one it cannot read.
 */
function defaultsOf(defs: Record<string, Json>, name: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const walk = (schema: Json | undefined, at: string, depth: number) => {
    if (!schema || depth > 20) return;
    if (schema.default !== undefined && at !== '') out[at] ??= schema.default;
    if (typeof schema.$ref === 'string') walk(defs[schema.$ref.split('/').pop()!], at, depth + 1);
    for (const [key, sub] of Object.entries((schema.properties as Record<string, Json>) ?? {})) {
      walk(sub, `${at}/${key}`, depth + 1);
    }
    if (schema.items) walk(schema.items as Json, `${at}/*`, depth + 1);
    for (const k of ['oneOf', 'anyOf', 'allOf'] as const) {
      for (const sub of (schema[k] as Json[] | undefined) ?? []) walk(sub, at, depth + 1);
    }
  };
  walk(defs[name], '', 0);
  return out;
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** A regular-expression literal of a contract `pattern` (literals are pure: tree-shaken). */
const regexLiteral = (pattern: string) => `/${pattern.replace(/(?<!\\)\//g, '\\/')}/u`;

/**
 * src/api/contract-lists.gen.ts: the lists and patterns the contract already has, so no one
 * writes them again: every enum (`accentValues`, `userPhoneCodeValues`), the keys of an object
 * whose properties all share one schema (`socialsKeys`), and every `pattern`
 * (`upiContentPattern`), each checked against the generated types with `satisfies`.
 */
export function generateLists(contract: Json): string {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  const lines: string[] = [];
  const enumList = (values: unknown[], type: string, name: string) =>
    lines.push(
      `export const ${name} = ${JSON.stringify(values)} as const satisfies readonly ${type}[];`,
    );
  for (const [name, schema] of Object.entries(schemas)) {
    const type = `Schemas['${name}']`;
    if (Array.isArray(schema.enum)) enumList(schema.enum, type, `${camel(name)}Values`);
    if (typeof schema.pattern === 'string') {
      lines.push(`export const ${camel(name)}Pattern = ${regexLiteral(schema.pattern)};`);
    }
    const properties = Object.entries((schema.properties as Record<string, Json>) ?? {});
    const refs = new Set(properties.map(([, p]) => p.$ref));
    if (properties.length > 1 && refs.size === 1 && typeof [...refs][0] === 'string') {
      lines.push(
        `export const ${camel(name)}Keys = ${JSON.stringify(properties.map(([k]) => k))} as const satisfies readonly (keyof ${type})[];`,
      );
    }
    for (const [key, property] of properties) {
      const id = `${camel(name)}${pascal(key)}`;
      if (Array.isArray(property.enum)) enumList(property.enum, `${type}['${key}']`, `${id}Values`);
      if (typeof property.pattern === 'string') {
        lines.push(`export const ${id}Pattern = ${regexLiteral(property.pattern)};`);
      }
    }
  }
  return `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts) from openapi/openapi.yaml.
// Do not edit: change the contract and regenerate. Lists and patterns the contract defines.
import type { components } from './schema.gen';

type Schemas = components['schemas'];

${lines.join('\n\n')}
`;
}

/** The module's source code (JS) and its type declarations. */
export function generateValidators(contract: Json): { js: string; dts: string } {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  const defs = rewriteRefs(schemas, true) as Record<string, Json>;
  const { operations, statuses } = responseTable(contract);
  const names = [...new Set([...Object.values(statuses), 'Error'])].sort();
  // JSON Schema draft-07 is enough for the keywords the contract uses, and its code is leaner
  // than 2020-12's (no tracking of evaluated properties for `unevaluated*`).
  const ajv = new Ajv({
    code: { source: true, esm: true },
    allErrors: true,
    strict: false,
    // Formats are not checked at run time (they would ship ajv-formats to every visitor); the
    // mock conformance check and contract:verify still check them.
    validateFormats: false,
    // The boundary builds its own report from the error's keyword and params.
    messages: false,
    // One function per contract schema, shared by the envelopes that use it.
    inlineRefs: false,
  });
  ajv.addSchema({ $id: 'contract', definitions: defs });
  const refs = Object.fromEntries(names.map((n) => [`validate${n}`, `contract#/definitions/${n}`]));
  // Ajv's one runtime helper (string length in code points) is copied in from Ajv itself, so
  // the module imports nothing.
  // `schemaPath` is dropped from the errors: the boundary does not read it (fewer bytes).
  const code = standaloneCode(ajv, refs)
    .replaceAll(ucs2length.code, 'ucs2length')
    .replace(/schemaPath:"[^"]*",/g, '');
  if (/\brequire\(/.test(code)) throw new Error('standalone code needs a runtime require()');
  const defaults = Object.fromEntries(names.map((n) => [n, defaultsOf(schemas, n)]));
  const js = `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts) from openapi/openapi.yaml.
// Do not edit: change the contract and regenerate.
/* eslint-disable */
${code}

${ucs2length.toString()}

/** Operation of each \`METHOD /path/template\`. */
export const operations = ${JSON.stringify(operations)};

/** The success (2xx) response schema of each operation; every failure is an \`Error\`. */
export const successSchemas = ${JSON.stringify(statuses)};

/** The contract's \`default:\` values by JSON path pattern (\`*\`: any array index), per schema. */
export const schemaDefaults = ${JSON.stringify(defaults)};

/** The validator of each response schema. */
export const validators = { ${names.map((n) => `${n}: validate${n}`).join(', ')} };
`;
  const dts = `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validator: true when \`data\` conforms; otherwise \`errors\` says why. */
export type ContractValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

export type ResponseSchemaName = ${names.map((n) => `'${n}'`).join(' | ')};
export type OperationId = ${Object.keys(statuses)
    .map((n) => `'${n}'`)
    .join(' | ')};

export declare const operations: Record<string, OperationId>;
export declare const successSchemas: Record<OperationId, ResponseSchemaName | undefined>;
export declare const schemaDefaults: Record<ResponseSchemaName, Record<string, unknown>>;
export declare const validators: Record<ResponseSchemaName, ContractValidator>;
`;
  return { js, dts };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? path.join(root, 'src/api');
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as Json;
  const { js, dts } = generateValidators(contract);
  writeFileSync(path.join(outDir, 'response-validators.gen.js'), js);
  writeFileSync(path.join(outDir, 'response-validators.gen.d.ts'), dts);
  writeFileSync(path.join(outDir, 'contract-lists.gen.ts'), generateLists(contract));
}

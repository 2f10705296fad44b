// Generates src/api/generated/response-validators.gen.js and src/api/validate-*.gen.js (+ .d.ts) from
// openapi/openapi.yaml: Ajv's standalone code for every JSON response schema, one module each
// plus modules for the sub-schemas they share (plain functions, no `eval`/`new Function` at run
// time, so it works under the README's CSP), the operation of every method + path, the
// validators of each operation (importable one by one, so a page bundles only its own), and the
// contract's `default:` values by JSON path, which the boundary (src/api/boundary.ts) uses to
// repair a malformed field. Run by `npm run api:gen`; `npm run api:check` fails when stale.
// See docs/decisions/0004-response-boundary.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseModule } from 'acorn';
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
 * The JSON responses: the operation of each method + path, its success (2xx) schema, and the
 * operations of optional capabilities (`x-capability`). Every failure is the `Error` schema
 * (contract conventions); the generator fails if one is not.
 */
function responseTable(contract: Json) {
  const components = contract.components as { responses: Record<string, Json> };
  const resolve = (r: Json) =>
    typeof r.$ref === 'string' ? (components.responses[r.$ref.split('/').pop()!] ?? {}) : r;
  const operations: Record<string, string> = {};
  const statuses: Record<string, string> = {};
  const capabilityOps = new Set<string>();
  for (const [template, item] of Object.entries(contract.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      const id = op.operationId as string;
      operations[`${method.toUpperCase()} ${template}`] = id;
      if (typeof op['x-capability'] === 'string') capabilityOps.add(id);
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
  return { operations, statuses, capabilityOps };
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
 * src/api/generated/lists/: the lists and patterns the contract already has, so no one writes
 * them again: every enum (`accentValues`, `userPhoneCodeValues`), the keys of an object whose
 * properties all share one schema (`socialsKeys`), and every `pattern` (`upiContentPattern`),
 * each checked against the generated types with `satisfies`. One module per list, named after
 * it (`socialsKeys` in `lists/socials-keys.gen.ts`): a chunk holds whole modules, so with one
 * module for all the card's shared chunk carried every form's patterns.
 * Returns the text of each module by file name.
 */
export function generateLists(contract: Json): Record<string, string> {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  const lists: { name: string; text: string; typed: boolean }[] = [];
  const add = (name: string, text: string, typed = false) => lists.push({ name, text, typed });
  const enumList = (values: unknown[], type: string, name: string) =>
    add(
      name,
      `export const ${name} = ${JSON.stringify(values)} as const satisfies readonly ${type}[];`,
      true,
    );
  for (const [name, schema] of Object.entries(schemas)) {
    const type = `Schemas['${name}']`;
    if (Array.isArray(schema.enum)) enumList(schema.enum, type, `${camel(name)}Values`);
    if (typeof schema.pattern === 'string') {
      const id = `${camel(name)}Pattern`;
      add(id, `export const ${id} = ${regexLiteral(schema.pattern)};`);
    }
    const properties = Object.entries((schema.properties as Record<string, Json>) ?? {});
    const refs = new Set(properties.map(([, p]) => p.$ref));
    if (properties.length > 1 && refs.size === 1 && typeof [...refs][0] === 'string') {
      const id = `${camel(name)}Keys`;
      add(
        id,
        `export const ${id} = ${JSON.stringify(properties.map(([k]) => k))} as const satisfies readonly (keyof ${type})[];`,
        true,
      );
    }
    for (const [key, property] of properties) {
      const id = `${camel(name)}${pascal(key)}`;
      if (Array.isArray(property.enum)) enumList(property.enum, `${type}['${key}']`, `${id}Values`);
      if (typeof property.pattern === 'string') {
        add(`${id}Pattern`, `export const ${id}Pattern = ${regexLiteral(property.pattern)};`);
      }
    }
  }
  // Path parameters with a pattern (`profileIdParameterPattern`): clients check an id before
  // they put it in a path (docs/security.md, V5 validation and encoding).
  const parameters = ((contract.components as Json).parameters ?? {}) as Record<string, Json>;
  for (const [name, parameter] of Object.entries(parameters)) {
    const pattern = (parameter.schema as Json | undefined)?.pattern;
    if (typeof pattern === 'string') {
      const id = `${camel(name)}ParameterPattern`;
      add(id, `export const ${id} = ${regexLiteral(pattern)};`);
    }
  }
  // The optional capabilities: every `x-capability` of an operation or a schema property.
  add(
    'capabilityValues',
    `/** The optional capabilities the contract names (\`x-capability\`; info "Optional capabilities"). */\nexport const capabilityValues = ${JSON.stringify(capabilityNames(contract))} as const;\n\n/** One of {@link capabilityValues}. */\nexport type Capability = (typeof capabilityValues)[number];`,
  );
  const files: Record<string, string> = {};
  for (const { name, text, typed } of lists) {
    const file = `${kebab(name)}.gen.ts`;
    if (files[file]) throw new Error(`two lists are named ${name}`);
    files[file] =
      `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts) from openapi/openapi.yaml.
// Do not edit: change the contract and regenerate. A list or pattern the contract defines.
${typed ? "import type { components } from '../schema.gen';\n\ntype Schemas = components['schemas'];\n\n" : ''}${text}
`;
  }
  return files;
}

/** Every `x-capability` value of the contract (operations and schema properties), sorted. */
export function capabilityNames(contract: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'x-capability' && typeof inner === 'string') found.add(inner);
        else walk(inner);
      }
    }
  };
  walk(contract);
  return [...found].sort();
}

/** The JSON Schema keywords that bound a value: string length, number range, list size. */
const limitKeywords = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const;

/**
 * src/api/generated/contract-limits.gen.ts: the limits of what clients send, so no one restates a number
 * the contract has (`contractLimits.ContactInput.phone.maxItems`,
 * `contractLimits.Password.minLength`). One entry per schema that a request body uses (directly
 * or by `$ref`) with a limit of its own or on one of its properties: its own limits, and
 * `{ [property]: limits }` of the properties that declare them inline; a property given by
 * `$ref` has its limits under the referenced schema. See docs/decisions/0009-generated-contract-code.md.
 */
export function generateLimits(contract: Json): string {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  // The schemas request bodies reach: every `$ref` below them, followed.
  const sent = new Set<string>();
  const follow = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(follow);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      const name = key === '$ref' && typeof inner === 'string' ? inner.split('/').pop()! : '';
      if (name && !sent.has(name)) {
        sent.add(name);
        follow(schemas[name]);
      } else follow(inner);
    }
  };
  for (const item of Object.values((contract.paths as Record<string, Json>) ?? {})) {
    for (const op of Object.values(item as Record<string, Json>)) follow(op.requestBody);
  }
  const limitsOf = (schema: Json) =>
    Object.fromEntries(
      limitKeywords.flatMap((k) => (typeof schema[k] === 'number' ? [[k, schema[k]]] : [])),
    );
  const entries: string[] = [];
  for (const [name, schema] of Object.entries(schemas).filter(([n]) => sent.has(n))) {
    const own = limitsOf(schema);
    const properties = Object.fromEntries(
      Object.entries((schema.properties as Record<string, Json>) ?? {})
        .map(([key, property]) => [key, limitsOf(property)] as const)
        .filter(([, found]) => Object.keys(found).length > 0),
    );
    const all = { ...own, ...properties };
    if (Object.keys(all).length === 0) continue;
    entries.push(`  ${name}: ${JSON.stringify(all)}`);
  }
  return `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts) from openapi/openapi.yaml.
// Do not edit: change the contract and regenerate. The limits of what clients send, by schema.

export const contractLimits = {
${entries.join(',\n')},
} as const;
`;
}

const kebab = (name: string) =>
  name.replace(/[A-Z]/g, (c, i) => `${i ? '-' : ''}${c.toLowerCase()}`);
/** The module of one response schema, e.g. `validate-public-profile-envelope.gen.js`. */
const moduleOf = (name: string) => `validate-${kebab(name)}.gen`;
/** The exported `{ validate, defaults }` of one response schema. */
const responseOf = (name: string) => `${camel(name)}Response`;

const header = `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts) from openapi/openapi.yaml.
// Do not edit: change the contract and regenerate.`;

/** One error of a generated validator (Ajv's `ErrorObject` less what the boundary never reads). */
function ajvError(instancePath: string, keyword: string, params: object) {
  return { instancePath, keyword, params };
}

/**
 * A string's `maxLength` in the generated code (in code points, as Ajv counts: `ucs2length`):
 * a `maxLength` error when `data` is a string longer than `limit`, a `type` error when it is
 * not a string and `typed` (the schema says `type: string`). Returns the list's new length.
 */
function ajvMaxLength(
  data: unknown,
  instancePath: string,
  limit: number,
  vErrors: object[],
  typed?: 1,
) {
  if (typeof data === 'string') {
    if (ucs2length(data) > limit) vErrors.push(ajvError(instancePath, 'maxLength', { limit }));
  } else if (typed) {
    vErrors.push(ajvError(instancePath, 'type', { type: 'string' }));
  }
  return vErrors.length;
}

/**
 * A sub-schema's check in the generated code (`$ref`, one function per contract schema):
 * `validate`'s errors for `data` at `instancePath`, none when `data` is `undefined` and
 * `optional` (a property the object need not have). Returns the list's new length.
 */
function ajvCheck(
  validate: ((data: unknown, options: { instancePath: string }) => boolean) & { errors: object[] },
  data: unknown,
  instancePath: string,
  vErrors: object[],
  optional?: 1,
) {
  if (!(optional && data === undefined) && !validate(data, { instancePath })) {
    vErrors.push(...validate.errors);
  }
  return vErrors.length;
}

/**
 * JSON Schema's `required` in the generated code: one `required` error per property of
 * `properties` that `data` lacks, in that order, as Ajv's own checks report them (one `if` per
 * property). Returns the list's new length (the generated code's `errors`).
 */
function ajvRequired(
  data: Record<string, unknown>,
  instancePath: string,
  properties: string[],
  vErrors: object[],
) {
  for (const missingProperty of properties) {
    if (data[missingProperty] === undefined) {
      vErrors.push(ajvError(instancePath, 'required', { missingProperty }));
    }
  }
  return vErrors.length;
}

/**
 * One rewrite of Ajv's standalone code: `pattern` (global) and its replacement, and whether the
 * code must hold at least one match (a rewrite that finds nothing means Ajv's output changed).
 */
type Rewrite = { pattern: RegExp; replacement: string; required: boolean };

/**
 * Shortens Ajv's standalone code without changing what it accepts or the errors it reports:
 * the card checks its answer with it in every visitor's first download, where each KB counts
 * (`.size-limit.mjs`). Ajv keeps `vErrors` null until the first error (`if (vErrors === null)
 * vErrors = [err]; else vErrors.push(err)` at each of several hundred checks); here the list
 * starts empty, so each check is a `push`, a sub-validator's errors a `concat` and a reset of
 * `anyOf` a `length =`. A validator's `errors` is then `[]`, not `null`, after a success (the
 * boundary reads `errors ?? []`). The sub-validators' `parentData`, `parentDataProperty` and
 * `rootData` arguments are dropped: only `$data` references and `removeAdditional` read them,
 * and the contract uses neither (the code is checked for any other use). The checks repeated
 * hundreds of times become calls of one function each: a run of `required` properties
 * (`ajvRequired`), a sub-schema's check (`ajvCheck`), a string's `maxLength` (`ajvMaxLength`),
 * each reporting the same errors in the same order. @throws when Ajv's
 * output no longer has the shapes rewritten here (a new Ajv version), so that no rewrite is
 * silently skipped.
 */
export function compact(code: string): string {
  const rewrites: Rewrite[] = [
    { pattern: /let vErrors = null;/g, replacement: 'let vErrors = [];', required: true },
    {
      pattern: /if\(vErrors === null\)\{vErrors = \[(err\d+)\];\}else \{vErrors\.push\(\1\);\}/g,
      replacement: 'vErrors.push($1);',
      required: true,
    },
    {
      pattern:
        /vErrors = vErrors === null \? ([\w$]+)\.errors : vErrors\.concat\(\1\.errors\);errors = vErrors\.length;/g,
      replacement: 'errors = vErrors.push(...$1.errors);',
      required: true,
    },
    {
      pattern:
        /if\(vErrors !== null\)\{if\((_errs\d+)\)\{vErrors\.length = \1;\}else \{vErrors = null;\}\}/g,
      replacement: 'vErrors.length = $1;',
      required: false,
    },
    {
      // Each error object is built by one function: `errors` is the list's length throughout.
      pattern:
        /const (err\d+) = \{instancePath(?::(.+?))?,keyword:("[\w$]+"),params:(\{(?:"(?:[^"\\]|\\.)*"|[^{}"])*\})\};vErrors\.push\(\1\);errors\+\+;/g,
      replacement: 'errors = vErrors.push(ajvError($2, $3, $4));',
      required: true,
    },
    {
      pattern: /const (err\d+) = \{\};vErrors\.push\(\1\);errors\+\+;/g,
      replacement: 'errors = vErrors.push({});',
      required: false,
    },
    {
      pattern: /\{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}/g,
      replacement: '{instancePath=""}={}',
      required: true,
    },
    {
      pattern: /,parentData:[\w$]+,parentDataProperty:(?:"[^"]*"|[\w$]+),rootData\}/g,
      replacement: '}',
      required: true,
    },
  ];
  let out = code;
  for (const { pattern, replacement, required } of rewrites) {
    if (required && !pattern.test(out)) throw new Error(`Ajv's code has no ${pattern}`);
    out = out.replace(pattern, (...match: string[]) =>
      replacement.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? 'instancePath'),
    );
  }
  // A run of `required` checks of one object, one `if` per property, becomes one call.
  const requiredCheck =
    /if\((data\d*)(?:\.[\w$]+|\["(?:[^"\\]|\\.)*"\]) === undefined\)\{errors = vErrors\.push\(ajvError\(([^,]+), "required", \{missingProperty: ("(?:[^"\\]|\\.)*")\}\)\);\}/g;
  if (!requiredCheck.test(out)) throw new Error(`Ajv's code has no ${requiredCheck}`);
  requiredCheck.lastIndex = 0;
  out = out.replace(new RegExp(`(?:${requiredCheck.source})+`, 'g'), (run) => {
    const checks = [...run.matchAll(requiredCheck)];
    const [, data, instancePath] = checks[0]!;
    if (checks.some(([, d, p]) => d !== data || p !== instancePath)) return run;
    const names = checks.map(([, , , name]) => name).join(',');
    return `errors = ajvRequired(${data}, ${instancePath}, [${names}], vErrors);`;
  });
  // A sub-schema's check, with or without the test that the property is there, becomes one call.
  const subCheck =
    /if\(!\((validate\d+)\(([\w$.]+(?:\[\w+\])?), \{instancePath:([^{}]+?)\}\)\)\)\{errors = vErrors\.push\(\.\.\.\1\.errors\);\}/g;
  if (!subCheck.test(out)) throw new Error(`Ajv's code has no ${subCheck}`);
  subCheck.lastIndex = 0;
  out = out
    .replace(
      new RegExp(
        `if\\(([\\w$.]+) !== undefined\\)\\{${subCheck.source.replace(String.raw`\1`, String.raw`\2`)}\\}`,
        'g',
      ),
      (whole, guarded: string, validate: string, data: string, path: string) =>
        guarded === data ? `errors = ajvCheck(${validate}, ${data}, ${path}, vErrors, 1);` : whole,
    )
    .replace(subCheck, 'errors = ajvCheck($1, $2, $3, vErrors);');
  // A string's length, with its type or without, becomes one call.
  const lengthCheck =
    /if\(typeof ([\w$]+) === "string"\)\{if\(func\d+\(\1\) > (\d+)\)\{errors = vErrors\.push\(ajvError\(([^,]+), "maxLength", \{limit: \2\}\)\);\}\}(else \{errors = vErrors\.push\(ajvError\(\3, "type", \{type: "string"\}\)\);\})?/g;
  if (!lengthCheck.test(out)) throw new Error(`Ajv's code has no ${lengthCheck}`);
  lengthCheck.lastIndex = 0;
  out = out.replace(
    lengthCheck,
    (_, data: string, limit: string, path: string, typed?: string) =>
      `errors = ajvMaxLength(${data}, ${path}, ${limit}, vErrors${typed ? ', 1' : ''});`,
  );
  const left =
    /vErrors === null|vErrors !== null|vErrors = null|parentData|rootData|const err\d/.exec(out);
  if (left) throw new Error(`Ajv's code still has \`${left[0]}\` after compacting`);
  return out;
}

/**
 * Ajv's options for the generated validators. JSON Schema draft-07 is enough for the keywords
 * the contract uses, and its code is leaner than 2020-12's (no tracking of evaluated
 * properties for `unevaluated*`).
 */
export const ajvOptions = {
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
} as const;

/**
 * An Ajv instance with the contract's schemas (`defs`, the contract's `components.schemas` as
 * {@link contractDefinitions} gives them) under `contract#/definitions/<Name>`.
 */
export function contractAjv(defs: Record<string, Json>, options: object = ajvOptions): Ajv {
  const ajv = new Ajv(options);
  ajv.addSchema({ $id: 'contract', definitions: defs });
  return ajv;
}

/** The contract's `components.schemas` as one JSON Schema document's definitions. */
export const contractDefinitions = (contract: Json): Record<string, Json> =>
  rewriteRefs((contract.components as Json).schemas, true) as Record<string, Json>;

/** The functions the generated code calls besides its own: declared once, shared. */
export const runtimeHelpers: readonly ((...args: never[]) => unknown)[] = [
  ucs2length,
  ajvError,
  ajvRequired,
  ajvCheck,
  ajvMaxLength,
];

/**
 * Ajv's standalone code (ES module, `export const <name> = …` per `refs`) for `ajv`'s schemas,
 * {@link compact}ed, calling {@link runtimeHelpers} by name: Ajv's one runtime helper (string
 * length in code points) is copied in from Ajv itself, so the modules import nothing but each
 * other. `schemaPath` is dropped from the errors: the boundary does not read it (fewer bytes).
 * @throws when the code would need a runtime `require()`
 */
export function standaloneSource(ajv: Ajv, refs: Record<string, string>): string {
  const code = compact(
    standaloneCode(ajv, refs)
      .replaceAll(ucs2length.code, 'ucs2length')
      .replace(/schemaPath:"[^"]*",/g, ''),
  );
  if (/\brequire\(/.test(code)) throw new Error('standalone code needs a runtime require()');
  return code;
}

/** A top-level declaration of Ajv's standalone code: its names, source and what it uses. */
type Declaration = { names: string[]; text: string; uses: Set<string> };
/** One module of the split code: its declarations, its imports by module, who uses it. */
type SplitModule = { code: string[]; imports: Map<string, Set<string>>; users: string[] };

/**
 * Ajv's standalone code (ES module) for the response schemas `names`, as `validate<Name>`, split
 * into modules: each schema's own functions go to its module, the functions of sub-schemas that
 * several response schemas use (e.g. a profile's sections) to a module shared by exactly those,
 * imported where used. So a page that checks one operation bundles only that operation's code
 * (one module for all would be one chunk for the app and the card alike), and nothing is copied.
 * Returns the code of each module (by module name) and what it imports from which module.
 */
function splitStandalone(defs: Record<string, Json>, names: string[]): Map<string, SplitModule> {
  const ajv = contractAjv(defs);
  const refs = Object.fromEntries(names.map((n) => [`validate${n}`, `contract#/definitions/${n}`]));
  const code = standaloneSource(ajv, refs);
  const declarations: Declaration[] = runtimeHelpers.map((helper) => ({
    names: [helper.name],
    text: helper.toString(),
    uses: new Set(),
  }));
  for (const node of parseModule(code, { ecmaVersion: 'latest', sourceType: 'module' }).body) {
    const inner = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (inner?.type === 'FunctionDeclaration' && inner.id) {
      declarations.push({
        names: [inner.id.name],
        text: code.slice(inner.start, inner.end),
        uses: new Set(),
      });
    } else if (inner?.type === 'VariableDeclaration') {
      const declared = inner.declarations.map((d) => (d.id.type === 'Identifier' ? d.id.name : ''));
      if (declared.includes('')) throw new Error('unexpected destructuring in standalone code');
      declarations.push({
        names: declared,
        text: code.slice(inner.start, inner.end),
        uses: new Set(),
      });
    } else if (!(node.type === 'ExpressionStatement' && node.directive)) {
      throw new Error(`unexpected ${node.type} in standalone code`);
    }
  }
  const byName = new Map(declarations.flatMap((d) => d.names.map((n) => [n, d] as const)));
  for (const d of declarations) {
    for (const [word] of d.text.matchAll(/[A-Za-z_$][\w$]*/g)) {
      if (byName.has(word) && !d.names.includes(word)) d.uses.add(word);
    }
  }
  // Which response schemas reach each declaration.
  const users = new Map<Declaration, string[]>();
  for (const name of names) {
    const visit = (d: Declaration) => {
      if (users.get(d)?.includes(name)) return;
      users.set(d, [...(users.get(d) ?? []), name]);
      d.uses.forEach((n) => visit(byName.get(n)!));
    };
    visit(byName.get(`validate${name}`)!);
  }
  const sharedKeys = [
    ...new Set([...users.values()].filter((u) => u.length > 1).map((u) => u.join(','))),
  ].sort();
  const moduleFor = (d: Declaration) => {
    const u = users.get(d)!;
    return u.length === 1
      ? moduleOf(u[0]!)
      : `validate-shared-${sharedKeys.indexOf(u.join(',')) + 1}.gen`;
  };

  const modules = new Map<string, SplitModule>();
  for (const d of declarations) {
    if (!users.has(d)) continue; // used by no response schema
    const module = moduleFor(d);
    const entry: SplitModule = modules.get(module) ?? {
      code: [],
      imports: new Map<string, Set<string>>(),
      users: users.get(d)!,
    };
    modules.set(module, entry);
    const usedElsewhere =
      d.names.some((n) => n.startsWith('validate') && names.includes(n.slice('validate'.length))) ||
      declarations.some(
        (o) => users.has(o) && moduleFor(o) !== module && d.names.some((n) => o.uses.has(n)),
      );
    entry.code.push(`${usedElsewhere ? 'export ' : ''}${d.text}`);
    for (const used of d.uses) {
      const from = moduleFor(byName.get(used)!);
      if (from === module) continue;
      entry.imports.set(from, (entry.imports.get(from) ?? new Set()).add(used));
    }
  }
  return modules;
}

/** The import lines of a module. */
const importLines = (imports: Map<string, Set<string>>) =>
  [...imports]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([from, used]) => `import { ${[...used].sort().join(', ')} } from './${from}.js';\n`)
    .join('');

/**
 * Optional capabilities whose properties a response schema checks only as an object, with the
 * property's own schema a validator of its own (`validate-<schema>.gen.js`) that the page loads
 * when it shows that part: the card's answer (`PublicProfileEnvelope`) leaves its translations'
 * checks out of the card's first download (the card page checks them with the visitor's
 * language chunk, src/card/card-translations.ts). Every other answer checks them in full.
 */
export const laterChecks: Record<string, readonly string[]> = {
  PublicProfileEnvelope: ['cardTranslations'],
};

/** The `$ref` names a schema refers to, directly. */
const refsOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refsOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) =>
          k === '$ref' && typeof v === 'string' ? [v.split('/').pop()!] : refsOf(v),
        )
      : [];

/** The schemas `name` reaches through `$ref`s, itself included. */
function reachable(defs: Record<string, Json>, name: string): Set<string> {
  const seen = new Set<string>();
  const visit = (n: string) => {
    if (seen.has(n) || !defs[n]) return;
    seen.add(n);
    refsOf(defs[n]).forEach(visit);
  };
  visit(name);
  return seen;
}

/**
 * `defs` with {@link laterChecks} applied: below each listed response schema, a property of
 * one of its capabilities becomes `{ type: 'object' }`. Returns the new definitions and the
 * schemas those properties referred to (each then gets a validator of its own).
 * @throws when a schema to change is reached by another response schema too (its check there
 *   would be weakened as well)
 */
export function withLaterChecks(
  defs: Record<string, Json>,
  responses: readonly string[],
  later: Record<string, readonly string[]> = laterChecks,
): { defs: Record<string, Json>; subtrees: string[] } {
  const out = { ...defs };
  const subtrees = new Set<string>();
  for (const [response, capabilities] of Object.entries(later)) {
    const others = responses.filter((r) => r !== response).flatMap((r) => [...reachable(defs, r)]);
    for (const name of reachable(defs, response)) {
      const properties = defs[name]!.properties as Record<string, Json> | undefined;
      const late = Object.entries(properties ?? {}).filter(
        ([, p]) =>
          typeof p['x-capability'] === 'string' && capabilities.includes(p['x-capability']),
      );
      if (!late.length) continue;
      if (others.includes(name))
        throw new Error(`${name}: other answers use it too, so ${response} cannot check it later`);
      const changed = { ...properties };
      for (const [key, property] of late) {
        if (typeof property.$ref !== 'string')
          throw new Error(`${name}.${key}: a later-checked property must be a $ref`);
        subtrees.add(property.$ref.split('/').pop()!);
        changed[key] = {};
      }
      out[name] = { ...defs[name], properties: changed };
    }
  }
  return { defs: out, subtrees: [...subtrees].sort() };
}

/**
 * The generated modules, by file name in src/api: `response-validators.gen.js` (+ `.d.ts`), the
 * operation of every method + path and the validators of every operation (what the app's
 * client uses); one `validate-<schema>.gen.js` (+ `.d.ts`) per response schema: its Ajv
 * standalone validator and the `<operationId>Validators` of each operation that answers with it
 * (every failure is `Error`, whose `errorResponse` in `validate-error.gen.js` no other module
 * imports: a page loads it on its first failure, so the card's first download holds only its
 * success check); `response-defaults.gen.js`, the contract's `default:` values below each
 * response schema by JSON path (what the boundary's repair reads); and
 * `validate-shared-<n>.gen.js` (+ `.d.ts`), the code that several response schemas share (see
 * {@link splitStandalone}). A page imports only the operation it checks.
 */
export function generateValidators(contract: Json): Record<string, string> {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  const { operations, statuses, capabilityOps } = responseTable(contract);
  const responses = [...new Set([...Object.values(statuses), 'Error'])];
  const { defs, subtrees } = withLaterChecks(contractDefinitions(contract), responses);
  // The later-checked subtrees are validated on their own, as a response schema is.
  const names = [...new Set([...responses, ...subtrees])].sort();
  const ids = Object.keys(statuses);
  const idsOf = (name: string) => ids.filter((id) => statuses[id] === name);
  // Answers only optional capabilities give: their validators load when first needed.
  const lazyNames = new Set(
    names.filter((n) => idsOf(n).length > 0 && idsOf(n).every((id) => capabilityOps.has(id))),
  );
  const lazyIds = ids.filter((id) => lazyNames.has(statuses[id]!));
  const staticIds = ids.filter((id) => !lazyNames.has(statuses[id]!));
  const files: Record<string, string> = {};

  const modules = splitStandalone(defs, names);
  for (const [module, { code, imports, users }] of modules) {
    if (users.length === 1) continue;
    files[`${module}.js`] = `${header}
// Code that ${users.map((u) => `\`${u}\``).join(', ')} share.
/* eslint-disable */
${importLines(imports)}
${code.join('\n')}
`;
    const exported = code.flatMap((c) =>
      c.startsWith('export ') ? [/^export (?:function|const) ([\w$]+)/.exec(c)![1]!] : [],
    );
    files[`${module}.d.ts`] =
      `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
// Internal: imported by the validate-<schema>.gen.js modules only.
${exported.map((n) => `export declare const ${n}: unknown;\n`).join('')}`;
  }

  for (const name of names) {
    const response = responseOf(name);
    const ops = idsOf(name);
    const { code, imports } = modules.get(moduleOf(name))!;
    files[`${moduleOf(name)}.js`] = `${header}
/* eslint-disable */
${importLines(imports)}
${code.join('\n')}

/** \`${name}\`: its validator (its \`default:\` values: \`responseDefaults\`, response-defaults.gen.js). */
export const ${response} = { schema: ${JSON.stringify(name)}, validate: validate${name} };
${ops
  .map(
    (id) => `
/** The answers of \`${id}\`: success (2xx) \`${name}\` (any other status is \`Error\`, \`errorResponse\`). */
export const ${id}Validators = { operationId: ${JSON.stringify(id)}, success: ${response} };
`,
  )
  .join('')}`;
    files[`${moduleOf(name)}.d.ts`] =
      `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
import type { ContractValidator, OperationValidators, ResponseValidator } from './response-validators.gen.js';

export declare const validate${name}: ContractValidator;
export declare const ${response}: ResponseValidator;
${ops.map((id) => `export declare const ${id}Validators: OperationValidators<'${id}'>;\n`).join('')}`;
  }

  // Only the boundary's repair reads the defaults (src/api/boundary-core.ts, loaded for an answer
  // that does not match): apart from the validators, so a page's first download has none.
  files['response-defaults.gen.js'] = `${header}
/* eslint-disable */
/** Each response schema's \`default:\` values below it by JSON path pattern (\`*\`: any array index). */
export const responseDefaults = ${JSON.stringify(Object.fromEntries(names.map((name) => [name, defaultsOf(schemas, name)])))};
`;
  files['response-defaults.gen.d.ts'] =
    `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
import type { ResponseSchemaName } from './response-validators.gen.js';

/** Each response schema's \`default:\` values below it by JSON path pattern (\`*\`: any array index). */
export declare const responseDefaults: Record<ResponseSchemaName, Record<string, unknown>>;
`;
  files['operations.gen.js'] = `${header}
/* eslint-disable */
/** Operation of each \`METHOD /path/template\`. */
export const operations = ${JSON.stringify(operations)};
`;
  files['operations.gen.d.ts'] =
    `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
export type OperationId = ${ids.map((n) => `'${n}'`).join(' | ')};
export declare const operations: Record<string, OperationId>;
`;
  files['response-validators.gen.js'] = `${header}
/* eslint-disable */
import { operations } from './operations.gen.js';
${names
  .filter((name) => !lazyNames.has(name))
  .map((name) => {
    const imported = [
      ...(name === 'Error' ? ['errorResponse'] : []),
      ...idsOf(name).map((id) => `${id}Validators`),
    ];
    return imported.length
      ? `import { ${imported.join(', ')} } from './${moduleOf(name)}.js';`
      : '';
  })
  .filter(Boolean)
  .join('\n')}

export { errorResponse, operations };

/** The validators of every operation but {@link lazyValidators}' (the app's client checks every answer). */
export const responseValidators = { ${staticIds.map((id) => `${id}: ${id}Validators`).join(', ')} };

/**
 * The validators of answers that only an optional capability's operations give, loaded when
 * first needed: a page that never calls them never downloads them.
 */
export const lazyValidators = { ${lazyIds
    .map(
      (id) =>
        `${id}: () => import('./${moduleOf(statuses[id]!)}.js').then((m) => m.${id}Validators)`,
    )
    .join(', ')} };
`;
  files['response-validators.gen.d.ts'] =
    `// Generated by \`npm run api:gen\` (scripts/generate-validators.ts). Do not edit.
import type { ErrorObject } from 'ajv';

/** An Ajv standalone validator: true when \`data\` conforms; otherwise \`errors\` says why. */
export type ContractValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** One response schema's validator, by the schema's name. */
export type ResponseValidator = {
  schema: ResponseSchemaName;
  validate: ContractValidator;
};

import type { OperationId } from './operations.gen.js';
export type { OperationId } from './operations.gen.js';
export { operations } from './operations.gen.js';

export type ResponseSchemaName = ${names.map((n) => `'${n}'`).join(' | ')};
/** The operations whose validators load when first needed ({@link lazyValidators}). */
export type LazyOperationId = ${lazyIds.length ? lazyIds.map((n) => `'${n}'`).join(' | ') : 'never'};

/**
 * What an operation's success (2xx) answers are checked with; every other status is checked
 * as \`Error\` (\`errorResponse\`, a module of its own that a page loads on its first failure).
 */
export type OperationValidators<Id extends OperationId = OperationId> = {
  operationId: Id;
  success?: ResponseValidator;
};

export declare const errorResponse: ResponseValidator;
export declare const responseValidators: {
  [Id in Exclude<OperationId, LazyOperationId>]: OperationValidators<Id>;
};
export declare const lazyValidators: {
  [Id in LazyOperationId]: () => Promise<OperationValidators<Id>>;
};
`;
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? path.join(root, 'src/api/generated');
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as Json;
  for (const [file, text] of Object.entries(generateValidators(contract))) {
    writeFileSync(path.join(outDir, file), text);
  }
  mkdirSync(path.join(outDir, 'lists'), { recursive: true });
  for (const [file, text] of Object.entries(generateLists(contract))) {
    writeFileSync(path.join(outDir, 'lists', file), text);
  }
  writeFileSync(path.join(outDir, 'contract-limits.gen.ts'), generateLimits(contract));
}

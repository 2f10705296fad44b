import { JSONSchemaFaker, type Schema } from 'json-schema-faker';
import { blackPng } from '../tests/support/png-fixtures';
import { contract } from '../mocks/contract/node';
import { createConformanceChecker } from '../mocks/conformance';
import { prng } from '../mocks/insights';
import { startMockApiServer } from '../mocks/http-server';
import { operationIndex, type OperationInfo } from '../mocks/operations';
import { seedAccounts, seedIds } from '../mocks/store';
import { testPort } from './test-ports';

/**
 * `npm run test:fuzz`: fuzzes the HTTP mock (`npm run mock:api`, started here on
 * `testPort(4230)`) from the contract, as Schemathesis does: for every operation, as a visitor
 * without a session, as the owner and as an admin (contact exchange on for the owner's full
 * card), `FUZZ_CASES` requests (default 40) whose path parameters, query and body
 * json-schema-faker builds from the contract's schemas, a third of them broken on purpose (an
 * unknown or missing field, a wrong type, a string over its `maxLength`, a query value outside
 * its schema, malformed JSON, another media type), plus every method a path does not list.
 * Every answer is checked against the contract by the mock's conformance checker
 * (mocks/conformance.ts): its status must be one the operation lists, its body the listed
 * schema, its required headers (`Set-Cookie`, `Retry-After`) there; a method a path does not
 * list must answer 405 with `Allow` naming exactly the contract's methods. Prints each violation
 * with the request that caused it and exits 1 when there is one. `FUZZ_SEED` (default 1)
 * makes a run repeatable. About 3,000 requests, well within a minute.
 */
const seed = Number(process.env.FUZZ_SEED ?? 1);
const casesPerOperation = Number(process.env.FUZZ_CASES ?? 40);

const random = prng(seed);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

JSONSchemaFaker.option({
  random,
  alwaysFakeOptionals: false,
  optionalsProbability: 0.5,
  maxLength: 120,
  maxItems: 3,
  failOnInvalidFormat: false,
  useExamplesValue: false,
});

type Json = Record<string, unknown>;
const components = contract.components as Json;

/** A value of the contract schema at `ref` (`#/components/...`), or of an inline schema. */
function fake(schema: Json): unknown {
  return JSONSchemaFaker.generate({ ...schema, components } as Schema);
}

/** The contract node a `#/…` JSON pointer points at. */
function at(pointer: string): Json {
  return pointer
    .replace(/^#\//, '')
    .split('/')
    .map((t) => decodeURIComponent(t).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Json)[key], contract) as Json;
}

/** Known ids, so a good share of the cases reach a handler instead of a 404. */
const knownIds: Record<string, readonly string[]> = {
  profileId: [
    seedIds.fullCard,
    seedIds.lightCard,
    seedIds.redirectCard,
    seedIds.inactiveCard,
    seedIds.firstBlankCard,
    '6650a1f0c0ffee0000009999',
  ],
  id: [seedIds.owner, seedIds.admin, seedIds.pending],
  contactId: ['c0ffee000000000000000001', 'c0ffee000000000000000002'],
};

/** The contract's path parameters of an operation: name → schema. */
function pathParameters(op: OperationInfo): Map<string, Json> {
  const found = new Map<string, Json>();
  const item = contract.paths[op.path] ?? {};
  const operation = item[op.method.toLowerCase()] ?? {};
  for (const raw of [
    ...((item.parameters as Json[] | undefined) ?? []),
    ...((operation.parameters as Json[] | undefined) ?? []),
  ]) {
    const param = typeof raw.$ref === 'string' ? at(raw.$ref) : raw;
    if (param.in === 'path') found.set(String(param.name), param.schema as Json);
  }
  return found;
}

/** Path parameter values outside every parameter's pattern (a dot, a space, too long). */
const outsidePatterns = ['a.b', 'a b', 'x'.repeat(200), '%zz'];

/**
 * A path of the operation with each parameter a known id or one made from its schema, or
 * (with `outside`, one time in ten) a value outside its pattern: a path the contract does not
 * have, which must answer 404, so the operation must list 404.
 */
function pathOf(op: OperationInfo, outside = false): { path: string; outside: boolean } {
  let path = op.path;
  let went = false;
  for (const [name, schema] of pathParameters(op)) {
    const known = knownIds[name];
    const roll = random();
    if (outside && roll < 0.1) {
      path = path.replace(`{${name}}`, pick(outsidePatterns).replace(' ', '%20'));
      went = true;
      continue;
    }
    const value = known && roll < 0.7 ? pick(known) : String(fake(schema));
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  return { path, outside: went };
}

const badQueryValues = ['AAA', '-1', '0', '', '1.5', '99999999999', 'true '];

/** A query: each parameter left out, made from its schema, or (one time in five) broken. */
function queryOf(op: OperationInfo): { query: string; broken: boolean } {
  const search = new URLSearchParams();
  let broken = false;
  for (const param of op.query) {
    const roll = random();
    if (roll < 0.45) continue;
    if (roll < 0.8) search.set(param.name, String(fake(at(param.schema))));
    else {
      search.set(param.name, pick(badQueryValues));
      broken = true;
    }
  }
  const text = search.toString();
  return { query: text ? `?${text}` : '', broken };
}

/** The string properties (with their `maxLength`) at the top of an object schema. */
function stringFields(schema: Json): [string, number][] {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  return Object.entries(props).flatMap(([name, raw]): [string, number][] => {
    const prop = typeof raw.$ref === 'string' ? at(raw.$ref) : raw;
    return prop.type === 'string' && typeof prop.maxLength === 'number'
      ? [[name, prop.maxLength]]
      : [];
  });
}

/** A JSON body made from the operation's schema, or broken in one of the ways above. */
function bodyOf(op: OperationInfo): { body: string; type: string; note: string } {
  const schema = at(op.jsonBody ?? '');
  const branch = Array.isArray(schema.oneOf) ? (pick(schema.oneOf as Json[]) as Json) : schema;
  const valid = fake(branch);
  const json = (value: unknown, note: string) => ({
    body: JSON.stringify(value),
    type: 'application/json',
    note,
  });
  const roll = random();
  if (roll < 0.65 || typeof valid !== 'object' || valid === null) return json(valid, 'valid');
  const object = valid as Json;
  const keys = Object.keys(object);
  switch (pick(['unknown', 'missing', 'type', 'long', 'null', 'malformed', 'media'] as const)) {
    case 'unknown':
      return json({ ...object, isAdmin: true }, 'unknown field');
    case 'missing': {
      const [first] = keys;
      const rest = { ...object };
      if (first) delete rest[first];
      return json(rest, `without ${first}`);
    }
    case 'type': {
      const key = keys.length ? pick(keys) : 'x';
      return json(
        { ...object, [key]: typeof object[key] === 'number' ? 'AAA' : 12 },
        `${key} of another type`,
      );
    }
    case 'long': {
      const fields = stringFields(typeof branch.$ref === 'string' ? at(branch.$ref) : branch);
      const [name, max] = fields.length ? pick(fields) : ['x', 10];
      return json({ ...object, [name]: 'x'.repeat(max + 1) }, `${name} over ${max}`);
    }
    case 'null':
      return json(null, 'null body');
    case 'malformed':
      return { body: '{"a":', type: 'application/json', note: 'malformed JSON' };
    case 'media':
      return { body: 'a=1', type: 'application/x-www-form-urlencoded', note: 'a form post' };
  }
}

/** A multipart logo upload: a small PNG or bytes that are no image. */
function uploadOf(): { body: FormData; note: string } {
  const form = new FormData();
  const png = random() < 0.5;
  const bytes = png ? blackPng(2, 2) : crypto.getRandomValues(new Uint8Array(64));
  form.set('logo', new Blob([bytes], { type: 'image/png' }), 'logo.png');
  return { body: form, note: png ? 'a PNG' : 'bytes that are no image' };
}

type Identity = 'visitor' | 'owner' | 'admin';

const checker = createConformanceChecker(contract);
const operations = operationIndex(contract);
const port = testPort(4230);
const server = startMockApiServer({ port, trustProxy: true });
const base = await server.ready;

let requests = 0;
let addressCount = 0;
/** A new client address per request (`X-Forwarded-For`, trusted here): throttles keyed by client stay out of the way. */
const nextAddress = () => {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
};

async function call(
  method: string,
  path: string,
  init: { cookie?: string; body?: string | FormData; type?: string } = {},
) {
  requests += 1;
  const headers: Record<string, string> = { 'X-Forwarded-For': nextAddress() };
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.type) headers['Content-Type'] = init.type;
  return fetch(`${base}${path}`, { method, headers, body: init.body });
}

/** Logs in a seeded account; its session cookie. */
async function login(account: { email: string; password: string }): Promise<string> {
  const answer = await call('POST', '/api/user/login', {
    body: JSON.stringify(account),
    type: 'application/json',
  });
  await answer.arrayBuffer();
  return answer.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** The seed again, the owner's and the admin's sessions, and exchange on for the full card. */
async function fresh(): Promise<Record<Identity, string>> {
  await (await call('POST', '/__mock/reset')).arrayBuffer();
  const owner = await login(seedAccounts.owner);
  const admin = await login(seedAccounts.admin);
  const exchange = {
    exchange: {
      enabled: true,
      fields: ['phone', 'note'],
      notice: 'For my follow-up.',
      privacyUrl: '',
    },
  };
  await (
    await call('PATCH', `/api/profile/${seedIds.fullCard}`, {
      cookie: owner,
      body: JSON.stringify(exchange),
      type: 'application/json',
    })
  ).arrayBuffer();
  return { visitor: '', owner, admin };
}

const violations = new Map<string, string[]>();
const report = (problem: string, request: string) => {
  const seen = violations.get(problem) ?? [];
  if (seen.length < 3) seen.push(request);
  violations.set(problem, seen);
};
const statuses = new Map<string, Map<number, number>>();

const started = Date.now();
for (const op of operations.list) {
  const seenHere = new Map<number, number>();
  statuses.set(op.operationId, seenHere);
  for (const identity of ['visitor', 'owner', 'admin'] as const) {
    const cookies = await fresh();
    for (let i = 0; i < casesPerOperation; i += 1) {
      const { path, outside } = pathOf(op, true);
      const { query, broken } = queryOf(op);
      let note = broken ? 'broken query' : 'query';
      let body: string | FormData | undefined;
      let type: string | undefined;
      if (op.jsonBody) {
        const made = bodyOf(op);
        ({ body, type } = made);
        note += `, ${made.note}`;
      } else if (op.hasBody) {
        const made = uploadOf();
        body = made.body;
        note += `, ${made.note}`;
      }
      const answer = await call(op.method, `${path}${query}`, {
        cookie: cookies[identity],
        body,
        type,
      });
      const text = await answer.text();
      seenHere.set(answer.status, (seenHere.get(answer.status) ?? 0) + 1);
      const request = `${identity}: ${op.method} ${path}${query} (${note})${typeof body === 'string' ? ` ${body.slice(0, 160)}` : ''} → ${answer.status}`;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        report(`${op.operationId} ${answer.status}: body is not JSON`, request);
        continue;
      }
      if (outside) {
        // No operation: the path rule's 404, which the operation must list (contract "Paths").
        const lists404 = Boolean(
          (contract.paths[op.path]?.[op.method.toLowerCase()]?.responses as Json)['404'],
        );
        if (answer.status !== 404 || !lists404) {
          report(
            `${op.operationId}: a path parameter outside its pattern answered ${answer.status}${lists404 ? '' : ', and 404 is not listed'}`,
            request,
          );
        }
        continue;
      }
      const pathname = new URL(`${base}${path}`).pathname;
      for (const problem of [
        ...checker.check(op.method, pathname, answer.status, json),
        ...checker.checkHeaders(op.method, pathname, answer.status, answer.headers),
      ]) {
        report(problem.replace(pathname, op.path), request);
      }
    }
  }
}

// Every method a path does not list: 405 with exactly the contract's methods in `Allow`.
const byPath = new Map<string, OperationInfo[]>();
for (const op of operations.list) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op]);
for (const [template, ops] of byPath) {
  const listed = ops.map((op) => op.method);
  const { path } = pathOf(ops[0]!);
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'FROB']) {
    if (listed.includes(method)) continue;
    const answer = await call(method, path);
    await answer.arrayBuffer();
    const allow = answer.headers.get('allow');
    if (answer.status !== 405 || allow !== listed.join(', ')) {
      report(
        `${method} ${template}: ${answer.status} Allow ${allow}, expected 405 Allow ${listed.join(', ')}`,
        `${method} ${path}`,
      );
    }
  }
}
await server.close();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const [id, seen] of statuses) {
  const list = [...seen].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  console.log(`${id.padEnd(20)} ${list.join(' ')}`);
}
for (const [problem, examples] of violations) {
  console.log(`\nFAIL ${problem}`);
  for (const example of examples) console.log(`  ${example}`);
}
console.log(
  `\nfuzz: ${requests} requests over ${operations.list.length} operations in ${seconds} s (seed ${seed}), ${violations.size} violations`,
);
console.log(`${violations.size === 0 ? 1 : 0} passed, ${violations.size === 0 ? 0 : 1} failed`);
process.exit(violations.size === 0 ? 0 : 1);

/**
 * The core of the response boundary (src/api/boundary.ts, ADR 0004): checks one answer with one
 * operation's generated validators ({@link checkResponseWith}), repairs it, reports the drift.
 * It imports no validator but `Error`'s, so a page that reads one operation (the public card)
 * bundles only that operation's (`src/api/validate-<schema>.gen.js`), not the whole contract's.
 * The client loads it only for an answer that does not match (src/api/read-response.ts).
 * Decision and measurements: docs/decisions/0004-response-boundary.md.
 */
import type {
  OperationValidators,
  ResponseValidator,
} from './generated/response-validators.gen.js';

import { responseDefaults } from './generated/response-defaults.gen.js';
import { errorResponse } from './generated/validate-error.gen.js';

export type { OperationValidators } from './generated/response-validators.gen.js';

/** One place where an answer differs from the contract. */
export type Violation = {
  operationId: string;
  /** JSON pointer into the body, e.g. `/data/profile/contact/phone/0`. */
  path: string;
  /** What the contract says, e.g. `string`, `object or null`, `one of "dark", "light"`. */
  expected: string;
  /** The JSON type that came, e.g. `number`, `null`, `missing`. */
  received: string;
};

/** What {@link checkResponse} returns: the body (repaired when needed) and what was wrong. */
export type Checked<T = unknown> = {
  body: T;
  violations: Violation[];
  /** JSON pointers of the values that were replaced by their default or dropped. */
  repaired: string[];
};

/** An answer the boundary cannot repair: no envelope, no `data`, no card, no `_id`. */
export class UnreadableResponseError extends Error {
  readonly operationId: string;
  readonly violations: Violation[];
  constructor(operationId: string, violations: Violation[]) {
    super(`${operationId}: the answer does not match the contract and cannot be repaired`);
    this.name = 'UnreadableResponseError';
    this.operationId = operationId;
    this.violations = violations;
  }
}

type ValidationError = {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
};

const decode = (segment: string) => segment.replaceAll('~1', '/').replaceAll('~0', '~');
const encode = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const pointer = (segments: string[]) => segments.map((s) => `/${encode(s)}`).join('');
const segmentsOf = (path: string) => (path === '' ? [] : path.slice(1).split('/').map(decode));

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

function valueAt(root: unknown, segments: string[]): unknown {
  let value = root;
  for (const s of segments) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string, unknown>)[s];
  }
  return value;
}

/** The JSON type of a value as a drift report names it. */
function jsonType(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** What one validation error says the contract expects. */
function expectation({ keyword, params }: ValidationError): string | undefined {
  const list = (values: unknown) => (values as unknown[]).map((v) => JSON.stringify(v)).join(', ');
  switch (keyword) {
    case 'type':
      return String(params.type);
    case 'required':
      return 'a value (required)';
    case 'enum':
      return `one of ${list(params.allowedValues)}`;
    case 'const':
      return JSON.stringify(params.allowedValue);
    case 'pattern':
      return `string matching ${String(params.pattern)}`;
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
      return `${keyword} ${String(params.limit)}`;
    case 'oneOf':
    case 'anyOf':
      return undefined; // its branches say what they expected
    default:
      return keyword;
  }
}

/** Where an error is: the value itself, or for `required` the missing property. */
const locationOf = (e: ValidationError) =>
  e.keyword === 'required'
    ? `${e.instancePath}/${encode(String(e.params.missingProperty))}`
    : e.instancePath;

/** JSON path pattern of a location (`*` for an index into an array of the original body). */
function patternOf(root: unknown, segments: string[]): string[] {
  return segments.map((s, i) => (Array.isArray(valueAt(root, segments.slice(0, i))) ? '*' : s));
}

/** The contract's default for a location: its own, or read from the nearest ancestor's. */
function defaultAt(table: Record<string, unknown>, pattern: string[]): unknown {
  for (let j = pattern.length; j >= 1; j--) {
    let value = table[`/${pattern.slice(0, j).join('/')}`];
    if (value === undefined) continue;
    for (const s of pattern.slice(j)) {
      if (!isContainer(value) || s === '*' || !Object.hasOwn(value, s)) return undefined;
      value = (value as Record<string, unknown>)[s];
    }
    return value;
  }
  return undefined;
}

type Repair =
  | { kind: 'set'; at: string[]; value: unknown }
  | { kind: 'drop'; at: string[] }
  | { kind: 'truncate'; at: string[]; limit: number };

/**
 * How to repair one location: replace it with its default, or drop it from its list; walking
 * up to the nearest ancestor that can be repaired. `undefined` when nothing can.
 */
function planRepair(
  original: unknown,
  table: Record<string, unknown>,
  segments: string[],
  errors: ValidationError[],
): Repair | undefined {
  const tooMany = errors.find((e) => e.keyword === 'maxItems');
  if (tooMany && errors.length === 1) {
    return { kind: 'truncate', at: segments, limit: Number(tooMany.params.limit) };
  }
  // A string over its maxLength keeps what fits (Ajv counts code points, so does Array.from);
  // over two (a text schema's and the field's own), the smaller.
  const tooLong = errors.filter((e) => e.keyword === 'maxLength');
  const text = valueAt(original, segments);
  if (tooLong.length > 0 && tooLong.length === errors.length && typeof text === 'string') {
    const limit = Math.min(...tooLong.map((e) => Number(e.params.limit)));
    const value = Array.from(text).slice(0, limit).join('');
    return { kind: 'set', at: segments, value };
  }
  for (let i = segments.length; i >= 1; i--) {
    const at = segments.slice(0, i);
    const value = defaultAt(table, patternOf(original, at));
    if (value !== undefined) return { kind: 'set', at, value };
    if (Array.isArray(valueAt(original, at.slice(0, -1)))) return { kind: 'drop', at };
  }
  return undefined;
}

const reported = new Set<string>();

/**
 * The drift report: in development, and in any build made with
 * `VITE_CONTRACT_DRIFT_REPORT=on`, each violation is written once per operation and JSON
 * path with `console.warn`. Production builds stay quiet unless built with that setting;
 * `VITE_CONTRACT_DRIFT_REPORT=off` silences development too. Tests may switch it.
 */
export const driftReport = {
  enabled:
    import.meta.env.VITE_CONTRACT_DRIFT_REPORT === 'on' ||
    (import.meta.env.DEV && import.meta.env.VITE_CONTRACT_DRIFT_REPORT !== 'off'),
  /** Forgets what was reported, so it is reported again (tests). */
  reset() {
    reported.clear();
  },
};

/** Writes each violation not yet reported: `[contract drift] op path: expected …, received …`. */
export function reportDrift(violations: Violation[]) {
  if (!driftReport.enabled) return;
  for (const v of violations) {
    const key = `${v.operationId} ${v.path}`;
    if (reported.has(key)) continue;
    reported.add(key);
    console.warn(
      `[contract drift] ${v.operationId} ${v.path || '(body)'}: expected ${v.expected}, received ${v.received}`,
    );
  }
}

/** The response validator for a status: the operation's success one for 2xx, else `Error`'s. */
function responseFor(
  validators: OperationValidators,
  status: number,
): ResponseValidator | undefined {
  return status >= 200 && status < 300 ? validators.success : errorResponse;
}

/**
 * Checks one answer against the contract with one operation's validators and repairs what it
 * can (the rules: src/api/boundary.ts; the app's client reads each answer with
 * `readResponseWith` and `validatorsOf`). Import the operation's validators by name from its
 * generated module, so the bundle holds only those:
 *
 * ```ts
 * import { getPublicProfileValidators } from '@/api/generated/validate-public-profile-envelope.gen.js';
 * const { body } = checkResponseWith(getPublicProfileValidators, response.status, json);
 * ```
 * @param validators the operation's validators (`<operationId>Validators`)
 * @param status the HTTP status: 2xx is checked as the success answer, any other as `Error`
 * @param body the parsed JSON body (never mutated: a repaired body is a copy)
 * @throws UnreadableResponseError when the answer cannot be repaired
 */
export function checkResponseWith<T = unknown>(
  validators: OperationValidators,
  status: number,
  body: unknown,
): Checked<T> {
  const { operationId } = validators;
  const response = responseFor(validators, status);
  if (!response) return { body: body as T, violations: [], repaired: [] };
  const { validate } = response;
  const table = responseDefaults[response.schema];
  if (validate(body)) return { body: body as T, violations: [], repaired: [] };

  const byLocation = new Map<string, ValidationError[]>();
  for (const error of (validate.errors ?? []) as ValidationError[]) {
    if (!error.keyword) continue;
    const at = locationOf(error);
    byLocation.set(at, [...(byLocation.get(at) ?? []), error]);
  }
  const violations: Violation[] = [...byLocation].map(([path, errors]) => ({
    operationId,
    path,
    expected: [...new Set(errors.map(expectation).filter(Boolean))].join(' or ') || 'another shape',
    received: jsonType(valueAt(body, segmentsOf(path))),
  }));
  reportDrift(violations);

  const repairs: Repair[] = [];
  const locations = [...byLocation.keys()].sort((a, b) => a.length - b.length);
  for (const location of locations) {
    const covered = repairs.some((r) => {
      const at = pointer(r.at);
      return r.kind !== 'truncate' && (location === at || location.startsWith(`${at}/`));
    });
    if (covered) continue;
    const repair = planRepair(body, table, segmentsOf(location), byLocation.get(location)!);
    if (!repair) throw new UnreadableResponseError(operationId, violations);
    if (!repairs.some((r) => pointer(r.at) === pointer(repair.at))) repairs.push(repair);
  }

  const copy = structuredClone(body);
  const parentOf = (r: Repair) => valueAt(copy, r.at.slice(0, -1)) as Record<string, unknown>;
  for (const repair of repairs) {
    if (repair.kind === 'set' && isContainer(parentOf(repair))) {
      parentOf(repair)[repair.at.at(-1)!] = structuredClone(repair.value);
    }
  }
  // Then drops, from the highest index down so earlier indexes stay valid; then cuts.
  const drops = repairs
    .filter((r) => r.kind === 'drop')
    .sort((a, b) => Number(b.at.at(-1)) - Number(a.at.at(-1)));
  for (const drop of drops) {
    const list = parentOf(drop);
    if (Array.isArray(list)) list.splice(Number(drop.at.at(-1)), 1);
  }
  for (const repair of repairs) {
    const list = valueAt(copy, repair.at);
    if (repair.kind === 'truncate' && Array.isArray(list)) {
      list.length = Math.min(list.length, repair.limit);
    }
  }
  return { body: copy as T, violations, repaired: repairs.map((r) => pointer(r.at)) };
}

import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { withLimit } from '@/lib/validation/limit-messages';
import { messages } from '@/lib/validation/messages';
import type { Contract, OperationInfo } from './operations';

type Json = Record<string, unknown>;

/**
 * What the contract itself says of a field, checked generically: lengths, counts, types,
 * required and unknown fields, enums, and the text rule (`SingleLineText`, `MultiLineText`:
 * {@link textPatterns}). Formats, other patterns and minimum lengths are the spec's rules with
 * the spec's wording (spec §5); the handlers check those with the shared zod schemas, so the
 * message the user reads is the spec's.
 */
const contractKeywords = new Set([
  'maxLength',
  'maxItems',
  'maxProperties',
  'maximum',
  'type',
  'required',
  'additionalProperties',
  'enum',
  'const',
]);

/**
 * The contract's text schemas (info "Reference rules", text fields) and the message of each: a
 * `pattern` of theirs that fails speaks in the gate, for every field that uses them, with the
 * message the forms show (src/lib/validation/schemas.ts).
 */
const textPatterns = {
  SingleLineText: messages.singleLine,
  MultiLineText: messages.multiLine,
} as const;

/** The text schema whose `pattern` failed, if the error is one (see {@link textPatterns}). */
function textRule(error: ErrorObject): keyof typeof textPatterns | undefined {
  if (error.keyword !== 'pattern') return undefined;
  return (Object.keys(textPatterns) as (keyof typeof textPatterns)[]).find((name) =>
    error.schemaPath.endsWith(`/components/schemas/${name}/pattern`),
  );
}

/** The one message of a failed keyword, for bodies and query parameters alike. */
function message(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const text = textRule(error);
  if (text) return textPatterns[text];
  switch (error.keyword) {
    case 'maxLength':
    case 'minLength':
    case 'maxItems':
    case 'maximum':
    case 'minimum':
      return withLimit(error.keyword, p.limit);
    case 'type':
      return `Must be of type ${String(p.type)}.`;
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not allowed.';
    case 'enum':
      return `Must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}.`;
    default:
      return 'Invalid value.';
  }
}

function fieldOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  const parts = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') parts.push(String(p.missingProperty));
  if (error.keyword === 'additionalProperties') parts.push(String(p.additionalProperty));
  return parts.join('.');
}

/**
 * Validates JSON request bodies against the contract's request schemas, and query parameters
 * against their parameters' schemas (Ajv, JSON Schema 2020-12), for the gate
 * (mocks/handlers/gate.ts), with one set of messages (a failed `pattern` or `const`: `Invalid
 * value.`). `check` returns the field errors (`{ 'general.name': 'Must be at most 100
 * characters.' }`, `''` for the body itself), or undefined when the body keeps the contract's
 * limits. A `oneOf` of single-key sections (`ProfileUpdate`) is checked against the section
 * the body names.
 */
export function requestValidator(contract: Contract) {
  // The contract is checked once, by `npm run api:lint`; compiling Ajv's meta-schema to check it
  // again on every page load of the in-browser mock cost about 150 ms (`validateSchema: false`).
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false,
  });
  ajv.addSchema(contract, 'contract');
  const cache = new Map<string, ValidateFunction>();
  const compile = (ref: string) => {
    let fn = cache.get(ref);
    if (!fn) {
      fn = ajv.compile({ $ref: `contract${ref}` });
      cache.set(ref, fn);
    }
    return fn;
  };
  const schemaAt = (ref: string): Json => {
    let node: unknown = contract;
    for (const part of ref.replace(/^#\//, '').split('/')) node = (node as Json)[part];
    return node as Json;
  };

  function refFor(op: OperationInfo, body: unknown): string | undefined {
    if (!op.jsonBody) return undefined;
    const branches = schemaAt(op.jsonBody).oneOf as Json[] | undefined;
    if (!branches || typeof body !== 'object' || body === null) return op.jsonBody;
    const keys = Object.keys(body);
    const index = branches.findIndex((b) =>
      ((b.required as string[] | undefined) ?? []).every((k) => keys.includes(k)),
    );
    return index < 0 ? op.jsonBody : `${op.jsonBody}/oneOf/${index}`;
  }

  // Query values are strings: a second instance coerces them to the parameter's type (`page`
  // `"2"` → 2, `"1.5"` fails `integer`), which must never happen to a JSON body.
  const queryAjv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: false,
    validateSchema: false,
    coerceTypes: true,
  });
  queryAjv.addSchema(contract, 'contract');
  const queryCache = new Map<OperationInfo, ValidateFunction>();
  const compileQuery = (op: OperationInfo) => {
    let fn = queryCache.get(op);
    if (!fn) {
      fn = queryAjv.compile({
        type: 'object',
        properties: Object.fromEntries(
          op.query.map((p) => [p.name, { $ref: `contract${p.schema}` }]),
        ),
        required: op.query.filter((p) => p.required).map((p) => p.name),
      });
      queryCache.set(op, fn);
    }
    return fn;
  };

  return {
    /**
     * Validates a request's query against the operation's query parameters (their `schema`
     * in the contract): the field errors (`{ page: 'Must be at least 1.' }`), or undefined.
     * A parameter given twice is checked by its first value, the one the handlers read
     * (`URLSearchParams.get`); parameters the contract does not name are ignored.
     */
    checkQuery(op: OperationInfo, query: URLSearchParams): Record<string, string> | undefined {
      if (op.query.length === 0) return undefined;
      const values: Record<string, unknown> = {};
      for (const { name } of op.query) {
        const value = query.get(name);
        if (value !== null) values[name] = value;
      }
      const validate = compileQuery(op);
      if (validate(values)) return undefined;
      const errors: Record<string, string> = {};
      // Every failed keyword speaks (a query parameter is built by the app, not typed by a
      // person, so there is no spec wording to keep): a failure is never let through silently.
      for (const error of validate.errors ?? []) errors[fieldOf(error)] ??= message(error);
      return errors;
    },
    check(op: OperationInfo, body: unknown): Record<string, string> | undefined {
      const ref = refFor(op, body);
      if (!ref) return undefined;
      const validate = compile(ref);
      if (validate(body)) return undefined;
      const kept = (validate.errors ?? []).filter(
        (error) =>
          (contractKeywords.has(error.keyword) || textRule(error)) &&
          // Inside a nested oneOf only the limits speak; the other branches' mismatches are noise.
          !(error.schemaPath.includes('/oneOf/') && !/^max/.test(error.keyword)),
      );
      // A field can fail two `maxLength`s (a text schema's and its own): the smaller speaks.
      const limit = (error: ErrorObject) => Number((error.params as { limit: number }).limit);
      const shortest: Record<string, number> = {};
      for (const error of kept.filter((e) => e.keyword === 'maxLength')) {
        const field = fieldOf(error);
        shortest[field] = Math.min(shortest[field] ?? Infinity, limit(error));
      }
      const errors: Record<string, string> = {};
      for (const error of kept) {
        const field = fieldOf(error);
        if (error.keyword === 'maxLength' && limit(error) !== shortest[field]) continue;
        errors[field] ??= message(error);
      }
      return Object.keys(errors).length ? errors : undefined;
    },
  };
}

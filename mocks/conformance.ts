import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { operationIndex, type Contract } from './operations';

type Json = Record<string, unknown>;

const contractPath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../openapi/openapi.yaml',
);

/**
 * Validates responses against the contract's schemas with Ajv (JSON Schema 2020-12, which
 * OpenAPI 3.1 schemas are). Used by the Vitest setup on every mocked response and by
 * `contract:verify`.
 */
export function createConformanceChecker(
  contract: Json = parse(readFileSync(contractPath, 'utf8')) as Json,
) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(contract, 'contract');
  const paths = contract.paths as Record<string, Record<string, Json>>;
  // The mock backend's one path matcher (mocks/operations.ts), so a path the mock refuses is
  // one the check reports.
  const operations = operationIndex(contract as Contract);
  const cache = new Map<string, ValidateFunction>();

  const pointer = (...parts: string[]) =>
    parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

  function resolveResponse(ref: Json): Json {
    const target = ref.$ref;
    if (typeof target !== 'string') return ref;
    const name = target.split('/').pop() ?? '';
    return (contract.components as { responses: Record<string, Json> }).responses[name] ?? {};
  }

  /**
   * Returns the list of violations (empty when the response conforms). An undocumented
   * path, method or status is a violation too.
   */
  function check(method: string, pathname: string, status: number, body: unknown): string[] {
    const template = operations.template(pathname);
    if (!template) return [`${method} ${pathname}: path not in the contract`];
    const operation = paths[template]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${template}: method not in the contract`];
    const responses = operation.responses as Record<string, Json>;
    const declared = responses[String(status)];
    if (!declared) return [`${method} ${template}: status ${status} not in the contract`];
    const response = resolveResponse(declared);
    const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
    if (!media) return [];
    const key = `${method} ${template} ${status}`;
    let validate = cache.get(key);
    if (!validate) {
      const schemaRef = (media.schema as Json).$ref as string;
      validate = ajv.compile({ $ref: `contract${schemaRef}` });
      cache.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map((e) =>
      `${key}: ${e.instancePath || '(body)'} ${e.message ?? ''} ${pointer()}`.trim(),
    );
  }

  /**
   * The violations of a response's headers: each header the contract marks `required` for
   * this status (`Set-Cookie` of a session answer, `Retry-After` of a 429) must be there and
   * keep its schema (a header value is a string: an integer schema reads it as a number).
   */
  function checkHeaders(
    method: string,
    pathname: string,
    status: number,
    headers: Headers,
  ): string[] {
    const template = operations.template(pathname);
    const operation = template ? paths[template]?.[method.toLowerCase()] : undefined;
    const declared = (operation?.responses as Record<string, Json> | undefined)?.[String(status)];
    if (!declared) return [];
    const declaredHeaders = (resolveResponse(declared).headers ?? {}) as Record<string, Json>;
    const problems: string[] = [];
    for (const [name, raw] of Object.entries(declaredHeaders)) {
      const header = raw.$ref
        ? ((contract.components as { headers: Record<string, Json> }).headers[
            String(raw.$ref).split('/').pop() ?? ''
          ] ?? {})
        : raw;
      const value = headers.get(name);
      const key = `${method} ${template} ${status} header ${name}`;
      if (value === null) {
        if (header.required === true) problems.push(`${key}: missing`);
        continue;
      }
      const schema = (header.schema ?? {}) as Json;
      const typed = schema.type === 'integer' && /^-?\d+$/.test(value) ? Number(value) : value;
      const validate = ajv.compile(schema);
      if (!validate(typed))
        problems.push(`${key}: ${JSON.stringify(value)} ${validate.errors?.[0]?.message ?? ''}`);
    }
    return problems;
  }

  return { check, checkHeaders };
}

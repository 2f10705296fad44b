import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

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
  const routes = Object.keys(paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  // Literal paths win over templated ones (/api/profile/{id}/edit vs /api/profile/{id}).
  routes.sort((a, b) => a.template.split('{').length - b.template.split('{').length);
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
    const route = routes.find((r) => r.regex.test(pathname));
    if (!route) return [`${method} ${pathname}: path not in the contract`];
    const operation = paths[route.template]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${route.template}: method not in the contract`];
    const responses = operation.responses as Record<string, Json>;
    const declared = responses[String(status)];
    if (!declared) return [`${method} ${route.template}: status ${status} not in the contract`];
    const response = resolveResponse(declared);
    const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
    if (!media) return [];
    const key = `${method} ${route.template} ${status}`;
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

  return { check };
}

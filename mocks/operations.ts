import type { operations } from '@/api/generated/schema.gen';

type Json = Record<string, unknown>;

/** The parsed contract, loosely typed (it is read at run time from openapi/openapi.yaml). */
export type Contract = { paths: Record<string, Record<string, Json>>; components: Json } & Json;

/** An `operationId` of the contract (typed from the generated schema). */
export type OperationId = keyof operations;

/** A query parameter of an operation, as the contract declares it. */
type QueryParameter = {
  name: string;
  required: boolean;
  /** JSON pointer (`#/…`) to the parameter's `schema` in the contract. */
  schema: string;
};

export type OperationInfo = {
  operationId: OperationId;
  method: string;
  /** The contract's path template, e.g. `/api/profile/{profileId}`. */
  path: string;
  /** `$ref` of the JSON request body's schema, when the operation takes one. */
  jsonBody: string | undefined;
  /** Whether the operation takes a request body at all (JSON or multipart). */
  hasBody: boolean;
  /** The optional capability the operation belongs to (its `x-capability`), if any. */
  capability: string | undefined;
  /** Its query parameters (path-level and its own), for the gate's query check. */
  query: QueryParameter[];
};

/** What a request is, by method and path: an operation, or why it is none (404, 405). */
export type Resolution =
  | { status: 200; op: OperationInfo }
  | { status: 404 }
  | { status: 405; allow: string[]; ops: OperationInfo[] };

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

const escapeRegex = (s: string) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** Follows a local `$ref` (`#/components/...`) once. */
function deref(contract: Contract, node: Json): Json {
  const ref = node.$ref;
  if (typeof ref !== 'string') return node;
  let target: unknown = contract;
  for (const part of ref.replace(/^#\//, '').split('/')) target = (target as Json)[part];
  return (target ?? {}) as Json;
}

/** A JSON pointer's reference token (RFC 6901 §4), URI-encoded for a `$ref` fragment. */
const pointerToken = (token: string) =>
  encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'));

/** The query parameters of a `parameters` list at `at` (a JSON pointer to the list). */
function queryParameters(contract: Contract, list: Json[] | undefined, at: string) {
  return (list ?? []).flatMap((raw, i): QueryParameter[] => {
    const param = deref(contract, raw);
    if (param.in !== 'query' || typeof param.name !== 'string') return [];
    const pointer = typeof raw.$ref === 'string' ? raw.$ref : `${at}/${i}`;
    return [{ name: param.name, required: param.required === true, schema: `${pointer}/schema` }];
  });
}

/**
 * The regular expression of one path template: literal segments match exactly (case-sensitive),
 * a `{param}` matches one segment that keeps the parameter's `pattern` (without one: any
 * non-empty segment without `/`). No trailing slash, no extra segment.
 */
function pathRegex(template: string, parameters: Json[]): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      const param = parameters.find((p) => p.in === 'path' && p.name === name);
      const pattern = (param?.schema as Json | undefined)?.pattern;
      const inner = typeof pattern === 'string' ? pattern.replace(/^\^|\$$/g, '') : '[^/]+';
      return `(?=[^/]+(?:/|$))(?:${inner})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether a path has a dot segment (`.` or `..`, also percent-encoded: `%2e`, `.%2E`…): another
 * spelling of a path (RFC 3986 §3.3, §5.2.4), which the contract does not have.
 */
const hasDotSegment = (pathname: string) =>
  pathname.split('/').some((segment) => /^(?:\.|%2e){1,2}$/i.test(segment));

/**
 * The one path matcher of the mock backend, derived from the contract: the gate, the router
 * (msw handlers run only for a request it resolved) and the conformance check ask it which
 * operation a request is for. A path the contract does not have (a trailing slash, another
 * case, an extra segment, a dot segment such as `/api/./profile` or `%2e%2e`, a parameter
 * outside its `pattern`) is no operation. It is given the path as the client sent it (the HTTP
 * mock passes the raw request target: a URL parser would have removed the dot segments).
 * Literal paths win over templated ones (`/api/profile/{id}/edit` is not `/api/profile/{id}`).
 */
export function operationIndex(contract: Contract) {
  const list: OperationInfo[] = [];
  const routes: { template: string; regex: RegExp; ops: Map<string, OperationInfo> }[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const ops = new Map<string, OperationInfo>();
    const shared = ((item.parameters as Json[] | undefined) ?? []).map((p) => deref(contract, p));
    const at = `#/paths/${pointerToken(path)}`;
    const sharedQuery = queryParameters(
      contract,
      item.parameters as Json[] | undefined,
      `${at}/parameters`,
    );
    let parameters = shared;
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      parameters = [
        ...shared,
        ...((operation.parameters as Json[] | undefined) ?? []).map((p) => deref(contract, p)),
      ];
      const ownQuery = queryParameters(
        contract,
        operation.parameters as Json[] | undefined,
        `${at}/${method}/parameters`,
      );
      const requestBody = operation.requestBody as Json | undefined;
      const content = requestBody?.content as Record<string, Json> | undefined;
      const schema = content?.['application/json']?.schema as Json | undefined;
      const op: OperationInfo = {
        operationId: operation.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        jsonBody: typeof schema?.$ref === 'string' ? schema.$ref : undefined,
        hasBody: Boolean(requestBody),
        capability:
          typeof operation['x-capability'] === 'string' ? operation['x-capability'] : undefined,
        query: [
          // An operation's own parameter overrides a path-level one of the same name (OAS 3.1).
          ...sharedQuery.filter((p) => !ownQuery.some((own) => own.name === p.name)),
          ...ownQuery,
        ],
      };
      list.push(op);
      ops.set(op.method, op);
    }
    routes.push({ template: path, regex: pathRegex(path, parameters), ops });
  }
  routes.sort((a, b) => a.template.split('{').length - b.template.split('{').length);

  /** The contract path template a pathname is, or undefined. */
  function template(pathname: string): string | undefined {
    if (hasDotSegment(pathname)) return undefined;
    return routes.find((r) => r.regex.test(pathname))?.template;
  }

  /** Which operation a request is for: 200 with it, 404 (no such path) or 405 (no such method). */
  function resolve(method: string, pathname: string): Resolution {
    const route = hasDotSegment(pathname) ? undefined : routes.find((r) => r.regex.test(pathname));
    if (!route) return { status: 404 };
    const op = route.ops.get(method.toUpperCase());
    if (op) return { status: 200, op };
    return { status: 405, allow: [...route.ops.keys()], ops: [...route.ops.values()] };
  }

  return {
    list,
    template,
    resolve,
    /** The operation a request is for, or undefined when the contract has none. */
    match(method: string, pathname: string): OperationInfo | undefined {
      const found = resolve(method, pathname);
      return found.status === 200 ? found.op : undefined;
    },
  };
}

export type OperationIndex = ReturnType<typeof operationIndex>;

import type { operations } from '@/api/schema.gen';

type Json = Record<string, unknown>;

/** The parsed contract, loosely typed (it is read at run time from openapi/openapi.yaml). */
export type Contract = { paths: Record<string, Record<string, Json>>; components: Json } & Json;

/** An `operationId` of the contract (typed from the generated schema). */
export type OperationId = keyof operations;

export type OperationInfo = {
  operationId: OperationId;
  method: string;
  /** The contract's path template, e.g. `/api/profile/{profileId}`. */
  path: string;
  /** `$ref` of the JSON request body's schema, when the operation takes one. */
  jsonBody: string | undefined;
};

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * Every operation of the contract, and which one a request is for. Literal paths win over
 * templated ones (`/api/profile/{id}/edit` is not `/api/profile/{id}`).
 */
export function operationIndex(contract: Contract) {
  const list: OperationInfo[] = [];
  const routes: { op: OperationInfo; regex: RegExp; params: number }[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const content = (operation.requestBody as Json | undefined)?.content as
        Record<string, Json> | undefined;
      const schema = content?.['application/json']?.schema as Json | undefined;
      const op: OperationInfo = {
        operationId: operation.operationId as OperationId,
        method: method.toUpperCase(),
        path,
        jsonBody: typeof schema?.$ref === 'string' ? schema.$ref : undefined,
      };
      list.push(op);
      routes.push({
        op,
        regex: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: path.split('{').length,
      });
    }
  }
  routes.sort((a, b) => a.params - b.params);
  return {
    list,
    /** The operation a request is for, or undefined when the contract has none. */
    match(method: string, pathname: string): OperationInfo | undefined {
      return routes.find((r) => r.op.method === method.toUpperCase() && r.regex.test(pathname))?.op;
    },
  };
}

export type OperationIndex = ReturnType<typeof operationIndex>;

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createConformanceChecker } from '@mocks/conformance.ts';
import { capabilityNames } from '../generate-validators.ts';
import { violations } from './prism.ts';

export const root = path.resolve(import.meta.dirname, '..', '..');

export type Result = { call: string; status: number; ok: boolean; problems: string[] };

export type Journey = {
  results: Result[];
  /** Why the journey stopped before its end, if it did. */
  stopped?: string;
  /** What a `--write` run changed and could not restore. */
  notUndone: string[];
  /**
   * Optional capabilities the server did not announce (`capability absent: <name>`): not a
   * failure; their operations were skipped (contract info "Optional capabilities").
   */
  notes: string[];
};

/** One call of the journey. */
export type Step = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
  /** Documented statuses this step accepts; anything else is reported. */
  expect: number[];
};

/** The parts of an answer the journey reads on. */
export type Json = {
  data?: {
    user?: AdminUser;
    capabilities?: unknown;
    ids?: string[];
    profiles?: { _id: string; meta?: { isActive?: boolean; redirectUrl?: string } }[];
    profile?: Record<string, unknown>;
  };
};

export type AdminUser = { _id: string; name: string; phone: unknown; capabilities?: unknown };

/** The session cookie's name from the contract's `cookieAuth` security scheme. */
export function contractCookieName(): string {
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
    components?: { securitySchemes?: { cookieAuth?: { name?: string } } };
  };
  return contract.components?.securitySchemes?.cookieAuth?.name ?? 'session';
}

/**
 * The optional capabilities of the contract (every `x-capability`, of an operation or of a
 * schema's property), each with its operations as `METHOD path` (none for a capability that
 * only adds fields to other answers, such as `cardTranslations`).
 */
export function contractCapabilities(): Map<string, string[]> {
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, { 'x-capability'?: string }>>;
  };
  const found = new Map<string, string[]>(capabilityNames(contract).map((name) => [name, []]));
  for (const [template, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const name = op['x-capability'];
      if (name)
        found.set(name, [...(found.get(name) ?? []), `${method.toUpperCase()} ${template}`]);
    }
  }
  return found;
}

/** What the journey's steps call the server with (see {@link createApi}). */
export type Api = ReturnType<typeof createApi>;

/**
 * A client for the journey: it keeps the session cookie, checks every answer (its status
 * against the step's, Prism's violations, and for the multipart upload the contract's schemas
 * by Ajv) and records one result per call. Prism's proxy does not forward binary multipart
 * bodies intact, so a step with a `form` goes to `upstream` directly.
 */
export function createApi(proxyBase: string, upstream: string, cookieName: string) {
  const { check } = createConformanceChecker();
  const results: Result[] = [];
  const notUndone: string[] = [];
  const notes: string[] = [];
  let cookie = '';

  /** Reads the session cookie from Set-Cookie; an expired or empty one ends the session. */
  function keepCookie(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() !== cookieName) continue;
      const cleared =
        value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /1970/.test(a));
      cookie = cleared ? '' : `${cookieName}=${value}`;
    }
  }

  async function call(step: Step, extraCheck?: (response: Response) => string[]) {
    const headers: Record<string, string> = {};
    if (cookie) headers.Cookie = cookie;
    let body: BodyInit | undefined;
    if (step.form) body = step.form;
    else if (step.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(step.body);
    }
    const base = step.form ? upstream.replace(/\/$/, '') : proxyBase;
    const response = await fetch(base + step.path, { method: step.method, headers, body });
    keepCookie(response);
    const text = await response.text();
    let json: Json | undefined;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      json = undefined;
    }
    const problems = [
      ...(step.expect.includes(response.status)
        ? []
        : [`status ${response.status}, expected ${step.expect.join(' or ')}`]),
      ...violations(response.headers.get('sl-violations')),
      ...(step.form
        ? check(step.method, new URL(base + step.path).pathname, response.status, json).map((p) =>
            p
              .replace(/^\S+ \S+ \d+: /, '')
              .replace(/^\/(\S*)/, (_, p: string) => p.replaceAll('/', '.')),
          )
        : []),
      ...(extraCheck?.(response) ?? []),
    ];
    results.push({
      call: `${step.method} ${step.path} (${step.name})`,
      status: response.status,
      ok: problems.length === 0,
      problems,
    });
    return { status: response.status, json };
  }

  return {
    cookieName,
    call,
    hasSession: () => cookie !== '',
    /** Forgets the session cookie (after a logout, whatever the server answered). */
    dropSession: () => {
      cookie = '';
    },
    /** Records something a `--write` run changed and could not restore. */
    leftOnServer: (what: string) => {
      notUndone.push(what);
    },
    /** Records a remark that is not a failure (a capability the server does not announce). */
    note: (remark: string) => {
      notes.push(remark);
    },
    journey: (stopped?: string): Journey =>
      stopped === undefined
        ? { results, notUndone, notes }
        : { results, notUndone, notes, stopped },
  };
}

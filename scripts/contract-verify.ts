// `npm run contract:verify -- <base-url> [--write] [--cookie-name NAME] [--card ID]`: checks a
// server against the contract (README "Verify your server"). Prism runs as a validating proxy
// (`prism proxy`, no `--errors`): the server's own status comes through and Prism names each
// contract violation in its `sl-violations` header, printed as a short JSON path per line.
//
// Read-only by default: admin login, session check, the lists, card reads, logout. `--write`
// adds the calls that change data; it lists their side effects first, restores what it
// changed and says what it could not undo. Admin credentials: CONTRACT_ADMIN_EMAIL /
// CONTRACT_ADMIN_PASSWORD (default: the mock seed's admin); proxy port CONTRACT_PROXY_PORT.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { createConformanceChecker } from '../mocks/conformance.ts';

export type Result = { call: string; status: number; ok: boolean; problems: string[] };

type Step = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
  /** Documented statuses this step accepts; anything else is reported. */
  expect: number[];
};

type Json = {
  data?: {
    user?: { _id: string; name: string; phone: unknown };
    ids?: string[];
    profiles?: { _id: string; meta?: { isActive?: boolean; redirectUrl?: string } }[];
    profile?: Record<string, unknown>;
  };
};

export type JourneyOptions = {
  admin: { email: string; password: string };
  /** Also run the calls that change data (see {@link sideEffects}). */
  write?: boolean;
  /** The session cookie's name (default: the contract's cookieAuth scheme). */
  cookieName?: string;
  /** The card to read (default: the first active card of the admin's list). */
  cardId?: string;
};

export type Journey = {
  results: Result[];
  /** Why the journey stopped before its end, if it did. */
  stopped?: string;
  /** What a `--write` run changed and could not restore. */
  notUndone: string[];
};

const root = path.resolve(import.meta.dirname, '..');

/** The session cookie's name from the contract's `cookieAuth` security scheme. */
export function contractCookieName(): string {
  const contract = parse(readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8')) as {
    components?: { securitySchemes?: { cookieAuth?: { name?: string } } };
  };
  return contract.components?.securitySchemes?.cookieAuth?.name ?? 'session';
}

/** What `--write` does to the server, printed before it starts. */
export const sideEffects = [
  'registers a new user verify-<time>@example.com (cannot be undone: the contract has no delete)',
  'sends that address a verification e-mail, a second one (resend) and a password-reset e-mail',
  "tries one wrong code and one wrong admin password (may count towards the server's limits)",
  'bulk-creates one card "Contract check" (cannot be undone: the contract has no delete)',
  'saves each section of that new card and uploads and deletes its logo, then restores the sections',
  "changes the admin's own name and phone, then restores them",
];

const tinyPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * One line per violation in Prism's `sl-violations` header: the JSON path inside the response
 * body and Prism's message without its prefix. Prism's request-side complaint about a missing
 * session ("Invalid security scheme used") is left out: the journey calls without a session on
 * purpose.
 */
export function violations(header: string | null): string[] {
  if (!header) return [];
  let list: { location?: (string | number)[]; message?: string; code?: unknown }[];
  try {
    list = JSON.parse(header) as typeof list;
  } catch {
    return [`unreadable sl-violations header: ${header.slice(0, 120)}`];
  }
  return list
    .filter((v) => !(v.location?.[0] === 'request' && v.code === 401))
    .map((v) => {
      const [side = '', part = '', ...rest] = (v.location ?? []).map(String);
      const where = part === 'body' ? rest.join('.') || '(body)' : [part, ...rest].join('.');
      const message = (v.message ?? '').replace(/^(Request|Response) (body )?property \S+ /, '');
      return `${side === 'request' ? 'request ' : ''}${where}: ${message}`;
    });
}

/**
 * Runs the journey through `proxyBase` (Prism in front of `upstream`); one result per call.
 * Prism's proxy does not forward binary multipart bodies intact, so the logo upload goes to
 * `upstream` directly and its answer is checked with the contract's schemas by Ajv
 * (mocks/conformance.ts). Stops early when the admin cannot log in.
 */
export async function runJourney(
  proxyBase: string,
  upstream: string,
  options: JourneyOptions,
): Promise<Journey> {
  const { check } = createConformanceChecker();
  const cookieName = options.cookieName ?? contractCookieName();
  const results: Result[] = [];
  const notUndone: string[] = [];
  let cookie = '';

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
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name, value = ''] = pair.split('=');
      if (name?.trim() !== cookieName) continue;
      const cleared =
        value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /1970/.test(a));
      cookie = cleared ? '' : `${cookieName}=${value}`;
    }
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

  const needsCookie = (response: Response) =>
    response.status === 200 && !cookie
      ? [`no "${cookieName}" cookie in Set-Cookie (contract cookieAuth; --cookie-name to override)`]
      : [];

  // Without a session.
  await call({
    name: 'session check, logged out',
    method: 'GET',
    path: '/api/user/check-auth',
    expect: [401],
  });
  await call({ name: 'list, logged out', method: 'GET', path: '/api/profile', expect: [401] });

  const stamp = Date.now().toString(36);
  const email = `verify-${stamp}@example.com`;
  if (options.write) {
    await call({
      name: 'register a throwaway user',
      method: 'POST',
      path: '/api/user/register',
      body: {
        name: 'Contract Check',
        email,
        phone: { code: 'IN', number: '9876543210' },
        password: 'Check@123',
      },
      expect: [201, 403, 409, 429],
    });
    notUndone.push(`the user ${email} and the e-mails sent to it`);
    await call({
      name: 'session check',
      method: 'GET',
      path: '/api/user/check-auth',
      expect: [200, 401],
    });
    await call({
      name: 'resend code',
      method: 'POST',
      path: '/api/user/resend-verification',
      expect: [200, 400, 401, 429],
    });
    await call({
      name: 'wrong code',
      method: 'POST',
      path: '/api/user/verify-email',
      body: { code: '000000' },
      expect: [400, 401, 429],
    });
    await call({
      name: 'log out throwaway',
      method: 'POST',
      path: '/api/user/logout',
      expect: [200, 401],
    });
    cookie = '';
    await call({
      name: 'forgot password',
      method: 'POST',
      path: '/api/user/forgot-password',
      body: { email },
      expect: [200, 429],
    });
    await call({
      name: 'reset with a bad token',
      method: 'POST',
      path: '/api/user/reset-password/not-a-token',
      body: { password: 'Check@123' },
      expect: [400],
    });
    await call({
      name: 'wrong password',
      method: 'POST',
      path: '/api/user/login',
      body: { email: options.admin.email, password: 'wrong-Password1!' },
      expect: [401, 429],
    });
  }

  const login = await call(
    {
      name: 'log in as admin',
      method: 'POST',
      path: '/api/user/login',
      body: options.admin,
      expect: [200],
    },
    needsCookie,
  );
  const admin = login.json?.data?.user;
  if (login.status !== 200 || !cookie || !admin) {
    return {
      results,
      notUndone,
      stopped:
        login.status === 200
          ? `the admin login set no "${cookieName}" cookie: the contract's cookieAuth names it; --cookie-name overrides`
          : `admin login failed (status ${login.status}): check CONTRACT_ADMIN_EMAIL and CONTRACT_ADMIN_PASSWORD`,
    };
  }
  await call({ name: 'session check', method: 'GET', path: '/api/user/check-auth', expect: [200] });
  await call({ name: 'own cards', method: 'GET', path: '/api/profile', expect: [200] });
  const all = await call({
    name: 'all cards',
    method: 'GET',
    path: '/api/profile?admin=true',
    expect: [200],
  });
  const cards = all.json?.data?.profiles ?? [];
  const readId =
    options.cardId ??
    (cards.find((c) => c.meta?.isActive !== false && !c.meta?.redirectUrl) ?? cards[0])?._id;
  if (readId) {
    await call({
      name: 'public card without a tap',
      method: 'GET',
      path: `/api/profile/${readId}?count=false`,
      expect: [200, 403],
    });
    await call({
      name: 'card for the editor',
      method: 'GET',
      path: `/api/profile/${readId}/edit`,
      expect: [200],
    });
  }
  await call({
    name: 'unknown card',
    method: 'GET',
    path: '/api/profile/000000000000000000000000?count=false',
    expect: [404],
  });

  if (options.write) await writeJourney();

  await call({ name: 'log out', method: 'POST', path: '/api/user/logout', expect: [200] });
  cookie = '';
  await call({ name: 'list after logout', method: 'GET', path: '/api/profile', expect: [401] });
  return { results, notUndone };

  async function writeJourney() {
    const created = await call({
      name: 'bulk-create one card',
      method: 'POST',
      path: '/api/profile',
      body: { name: 'Contract check', number: 1 },
      expect: [201],
    });
    const id = created.json?.data?.ids?.[0];
    if (!id) return;
    notUndone.push(`the card ${id} ("Contract check")`);
    await call({
      name: 'public card without a tap',
      method: 'GET',
      path: `/api/profile/${id}?count=false`,
      expect: [200],
    });
    const before = await call({
      name: 'card for the editor',
      method: 'GET',
      path: `/api/profile/${id}/edit`,
      expect: [200],
    });
    const original = before.json?.data?.profile ?? {};
    const sections: Record<string, unknown> = {
      general: { name: 'Contract check', tagLine: 'Tag', description: 'Description' },
      contact: {
        phone: [{ name: 'Mobile', code: 'IN', number: '9876543210' }],
        whatsapp: [],
        email: [{ name: 'Work', content: 'work@example.com' }],
      },
      socials: {
        website: 'https://example.com',
        instagram: '',
        youtube: '',
        facebook: '',
        x: '',
        justdial: '',
        linkedin: '',
      },
      location: {
        googleMapsUrl: '',
        address: {
          street: '1 Road',
          city: 'Pune',
          state: 'MH',
          postalCode: '411001',
          country: 'India',
        },
      },
      documents: [{ name: 'Doc', content: 'https://example.com/doc.pdf' }],
      other: { upi: { name: 'Check', content: 'check@okbank' }, googleReviewUrl: '' },
      style: { theme: 'light', accent: 'orange' },
      meta: { owner: null, isActive: true },
    };
    const saved: string[] = [];
    try {
      for (const [section, value] of Object.entries(sections)) {
        const { status } = await call({
          name: `save ${section}`,
          method: 'PATCH',
          path: `/api/profile/${id}`,
          body: { [section]: value },
          expect: [200],
        });
        if (status === 200) saved.push(section);
      }
      const form = new FormData();
      form.append('logo', new Blob([tinyPng], { type: 'image/png' }), 'logo.png');
      const upload = await call({
        name: 'upload logo',
        method: 'PATCH',
        path: `/api/profile/${id}/logo`,
        form,
        expect: [200],
      });
      if (upload.status === 200) {
        const removed = await call({
          name: 'delete logo (restores it)',
          method: 'DELETE',
          path: `/api/profile/${id}/logo`,
          expect: [200],
        });
        if (removed.status !== 200) notUndone.push(`the test logo on card ${id}`);
      }
    } finally {
      for (const section of saved) {
        const value =
          section === 'meta'
            ? restoreMeta(original.meta)
            : section === 'general'
              ? restoreGeneral(original.general)
              : original[section];
        const { status } = await call({
          name: `restore ${section}`,
          method: 'PATCH',
          path: `/api/profile/${id}`,
          body: { [section]: value },
          expect: [200],
        });
        if (status !== 200) notUndone.push(`the ${section} section of card ${id}`);
      }
    }
    const edit = await call({
      name: 'edit own details',
      method: 'PATCH',
      path: `/api/user/${admin!._id}`,
      body: { name: 'Contract Check Admin', phone: { code: 'IN', number: '9000000009' } },
      expect: [200],
    });
    if (edit.status === 200) {
      const restored = await call({
        name: 'restore own details',
        method: 'PATCH',
        path: `/api/user/${admin!._id}`,
        body: { name: admin!.name, phone: admin!.phone },
        expect: [200],
      });
      if (restored.status !== 200)
        notUndone.push(`the admin's name and phone (were ${admin!.name})`);
    }
  }
}

/**
 * The writable part of a card's general section (contract `GeneralUpdate`, a closed object: the
 * logo has its own calls).
 */
function restoreGeneral(general: unknown) {
  const g = (general ?? {}) as { name?: string; tagLine?: string; description?: string };
  return { name: g.name ?? '', tagLine: g.tagLine ?? '', description: g.description ?? '' };
}

/** The writable part of a card's meta (contract `MetaUpdate`, the editor's Meta form). */
function restoreMeta(meta: unknown) {
  const m = (meta ?? {}) as { owner?: unknown; isActive?: boolean };
  const owner =
    m.owner && typeof m.owner === 'object' ? (m.owner as { email?: string }).email : m.owner;
  return { owner: owner ?? null, isActive: m.isActive ?? true };
}

/** Starts `prism proxy` for `upstream` on `port`; resolves with a stop function. */
export async function startProxy(upstream: string, port: number) {
  const prism = spawn(
    'npx',
    [
      'prism',
      'proxy',
      'openapi/openapi.yaml',
      upstream,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-v',
      'error',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  const stop = () => {
    try {
      process.kill(-prism.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  for (let i = 0; i < 120 && prism.exitCode === null; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/profile/x`);
      return stop;
    } catch {
      await sleep(250);
    }
  }
  stop();
  throw new Error(`the Prism proxy did not start on port ${port} (CONTRACT_PROXY_PORT)`);
}

/** Prints the results, one line per call and one per problem; returns how many failed. */
export function report({ results, stopped, notUndone }: Journey) {
  for (const r of results) {
    console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.status}  ${r.call}`);
    for (const problem of r.problems) console.log(`        ${problem}`);
  }
  const failed = results.filter((r) => !r.ok).length + (stopped ? 1 : 0);
  if (stopped) console.log(`\nstopped early: ${stopped}`);
  if (notUndone.length) {
    console.log('\nleft on the server (not undone):');
    for (const item of notUndone) console.log(`  - ${item}`);
  }
  console.log(
    `\ncontract:verify: ${results.length - results.filter((r) => !r.ok).length} of ${results.length} calls conform.`,
  );
  return failed;
}

/** Resolves when `upstream` answers at all; else one line saying why. */
export async function reachable(upstream: string): Promise<string | undefined> {
  try {
    await fetch(upstream, { signal: AbortSignal.timeout(10_000) });
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return `cannot reach ${upstream} (${cause?.code ?? cause?.message ?? (error as Error).message})`;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const usage =
    'usage: npm run contract:verify -- <base-url> [--write] [--cookie-name NAME] [--card ID]';
  let args: ReturnType<typeof parseCli>;
  function parseCli() {
    return parseArgs({
      allowPositionals: true,
      options: {
        write: { type: 'boolean', default: false },
        'cookie-name': { type: 'string' },
        card: { type: 'string' },
      },
    });
  }
  try {
    args = parseCli();
  } catch (error) {
    console.error(`contract:verify: ${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
  const upstream = args.positionals[0]?.replace(/\/$/, '');
  if (!upstream || !URL.canParse(upstream)) {
    console.error(usage);
    process.exit(2);
  }
  const unreachable = await reachable(upstream);
  if (unreachable) {
    console.error(`contract:verify: ${unreachable}`);
    process.exit(2);
  }
  const write = args.values.write;
  console.log(
    write
      ? `contract:verify --write against ${upstream}. Side effects:\n${sideEffects.map((s) => `  - ${s}`).join('\n')}\n`
      : `contract:verify against ${upstream} (read-only: login, session check, lists, card reads, logout; --write adds the rest)\n`,
  );
  const port = Number(process.env.CONTRACT_PROXY_PORT ?? 4020);
  let stop: () => void;
  try {
    stop = await startProxy(upstream, port);
  } catch (error) {
    console.error(`contract:verify: ${(error as Error).message}`);
    process.exit(2);
  }
  try {
    const journey = await runJourney(`http://127.0.0.1:${port}`, upstream, {
      admin: {
        email: process.env.CONTRACT_ADMIN_EMAIL ?? 'admin@example.com',
        password: process.env.CONTRACT_ADMIN_PASSWORD ?? 'Admin@123',
      },
      write,
      cookieName: args.values['cookie-name'],
      cardId: args.values.card,
    });
    process.exitCode = report(journey) ? 1 : 0;
  } catch (error) {
    console.error(`contract:verify: ${(error as Error).message}`);
    process.exitCode = 2;
  } finally {
    stop();
  }
}

// `npm run contract:verify -- <base-url>`: checks a real server against the contract.
// Starts Prism as a validating proxy (`prism proxy --errors`) in front of the server, drives a
// scripted journey through every operation, prints each call with pass or its violations and
// exits non-zero on any violation. Admin credentials: CONTRACT_ADMIN_EMAIL / _PASSWORD
// (default: the mock seed's admin).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createConformanceChecker } from '../mocks/conformance.ts';

type Result = { call: string; status: number; ok: boolean; detail: string };

/** Statuses a journey step accepts (all documented; anything else is reported). */
type Step = {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
  expect: number[];
};

const tinyPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * Runs the journey through `proxyBase`; returns one result per call. Prism's proxy does not
 * forward binary multipart bodies intact, so the logo upload goes to `upstream` directly and
 * its answer is checked with the contract's schemas by Ajv (mocks/conformance.ts).
 */
export async function runJourney(
  proxyBase: string,
  upstream: string,
  admin = { email: 'admin@example.com', password: 'Admin@123' },
) {
  const { check } = createConformanceChecker();
  let cookie = '';
  const results: Result[] = [];
  const stamp = Date.now().toString(36);
  async function call(step: Step) {
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
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const violation =
      response.status === 500 &&
      /violation|validation/i.test(text) &&
      response.headers.get('content-type')?.includes('problem');
    const schemaProblems = step.form
      ? check(step.method, new URL(base + step.path).pathname, response.status, json)
      : [];
    const ok = !violation && schemaProblems.length === 0 && step.expect.includes(response.status);
    results.push({
      call: `${step.method} ${step.path} (${step.name})`,
      status: response.status,
      ok,
      detail: ok ? '' : [...schemaProblems, text.slice(0, 2000)].join('\n'),
    });
    return json as
      | { data?: { user?: { _id: string }; ids?: string[]; profiles?: { _id: string }[] } }
      | undefined;
  }

  const email = `verify-${stamp}@example.com`;
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
    body: { email: admin.email, password: 'wrong-Password1!' },
    expect: [401, 429],
  });
  const me = await call({
    name: 'log in as admin',
    method: 'POST',
    path: '/api/user/login',
    body: admin,
    expect: [200],
  });
  const userId = me?.data?.user?._id ?? 'unknown';
  await call({ name: 'session check', method: 'GET', path: '/api/user/check-auth', expect: [200] });
  await call({ name: 'own cards', method: 'GET', path: '/api/profile', expect: [200] });
  await call({ name: 'all cards', method: 'GET', path: '/api/profile?admin=true', expect: [200] });
  const created = await call({
    name: 'bulk-create one card',
    method: 'POST',
    path: '/api/profile',
    body: { name: 'Contract check', number: 1 },
    expect: [201],
  });
  const id = created?.data?.ids?.[0] ?? 'unknown';
  await call({
    name: 'public card without a tap',
    method: 'GET',
    path: `/api/profile/${id}?count=false`,
    expect: [200],
  });
  await call({
    name: 'unknown card',
    method: 'GET',
    path: '/api/profile/000000000000000000000000',
    expect: [404],
  });
  await call({
    name: 'card for the editor',
    method: 'GET',
    path: `/api/profile/${id}/edit`,
    expect: [200],
  });
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
  for (const [section, value] of Object.entries(sections)) {
    await call({
      name: `save ${section}`,
      method: 'PATCH',
      path: `/api/profile/${id}`,
      body: { [section]: value },
      expect: [200],
    });
  }
  const form = new FormData();
  form.append('logo', new Blob([tinyPng], { type: 'image/png' }), 'logo.png');
  await call({
    name: 'upload logo',
    method: 'PATCH',
    path: `/api/profile/${id}/logo`,
    form,
    expect: [200],
  });
  await call({
    name: 'delete logo',
    method: 'DELETE',
    path: `/api/profile/${id}/logo`,
    expect: [200],
  });
  await call({
    name: 'edit own details',
    method: 'PATCH',
    path: `/api/user/${userId}`,
    body: { name: 'Ada Admin', phone: { code: 'IN', number: '9000000001' } },
    expect: [200],
  });
  await call({ name: 'log out', method: 'POST', path: '/api/user/logout', expect: [200] });
  await call({ name: 'list after logout', method: 'GET', path: '/api/profile', expect: [401] });
  return results;
}

/** Starts `prism proxy --errors` for `upstream` on `port`; resolves with a stop function. */
export async function startProxy(upstream: string, port: number) {
  const prism = spawn(
    'npx',
    [
      'prism',
      'proxy',
      'openapi/openapi.yaml',
      upstream,
      '--errors',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '-v',
      'error',
    ],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const stop = () => {
    try {
      process.kill(-prism.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/profile/x`);
      return stop;
    } catch {
      await sleep(250);
    }
  }
  stop();
  throw new Error('Prism proxy did not start');
}

/** Prints the results; returns how many calls failed. */
export function report(results: Result[]) {
  for (const r of results) {
    console.log(
      `${r.ok ? 'pass' : 'FAIL'}  ${r.status}  ${r.call}${r.ok ? '' : `\n      ${r.detail.replace(/\n/g, '\n      ')}`}`,
    );
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\ncontract:verify: ${results.length - failed} of ${results.length} calls conform.`);
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const upstream = process.argv[2];
  if (!upstream) {
    console.error('usage: npm run contract:verify -- <base-url>');
    process.exit(2);
  }
  const port = Number(process.env.CONTRACT_PROXY_PORT ?? 4020);
  const stop = await startProxy(upstream, port);
  try {
    const results = await runJourney(`http://127.0.0.1:${port}`, upstream, {
      email: process.env.CONTRACT_ADMIN_EMAIL ?? 'admin@example.com',
      password: process.env.CONTRACT_ADMIN_PASSWORD ?? 'Admin@123',
    });
    process.exitCode = report(results) ? 1 : 0;
  } finally {
    stop();
  }
}

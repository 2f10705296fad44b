// @vitest-environment node
import { getResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { mockCall } from '@tests/support/mock-call';
import { capabilitiesOf } from '@/capabilities/capabilities';
import { contract } from '#mock-contract';
import { backend } from '@mocks/node';
import { defaultControl } from './handlers/context';
import { gateHandler } from './handlers/gate';
import { operationIndex, type Contract } from './operations';
import { requestValidator } from './request-validation';
import { applyScenario } from './scenarios';
import { seedAccounts, seedIds } from './store';

/**
 * Optional capabilities (contract info "Optional capabilities",
 * docs/decisions/0015-optional-capabilities.md): the mock offers every one by default; in the
 * `spec-only` scenario it answers like a server with only the specification's operations.
 */
const base = 'http://localhost';

const call = (path: string, init: RequestInit & { json?: unknown } = {}, cookie = '') =>
  mockCall<{ data?: Record<string, unknown>; message?: string }>(path, init, cookie);

const login = () => call('/api/user/login', { method: 'POST', json: seedAccounts.owner });

describe('the default mock announces every capability', () => {
  test('in the user answers and the public card answer', async () => {
    applyScenario(backend, 'default');
    const loggedIn = await login();
    expect(capabilitiesOf(loggedIn.body.data)).toEqual(
      new Set(['cardTranslations', 'contactExchange', 'insights']),
    );
    const checked = await call('/api/user/check-auth', {}, loggedIn.cookie);
    expect(capabilitiesOf(checked.body.data)).toEqual(
      new Set(['cardTranslations', 'contactExchange', 'insights']),
    );
    const card = await call(`/api/profile/${seedIds.fullCard}?count=false`);
    expect(capabilitiesOf(card.body.data)).toEqual(
      new Set(['cardTranslations', 'contactExchange', 'insights']),
    );
  });
});

describe('spec-only: a server without capabilities leaves no trace of them', () => {
  test('user answers and the card answer carry no `capabilities` field at all', async () => {
    applyScenario(backend, 'spec-only');
    const loggedIn = await login();
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.data).not.toHaveProperty('capabilities');
    const checked = await call('/api/user/check-auth', {}, loggedIn.cookie);
    expect(checked.body.data).not.toHaveProperty('capabilities');
    const card = await call(`/api/profile/${seedIds.fullCard}?count=false`);
    expect(card.status).toBe(200);
    expect(card.body.data).not.toHaveProperty('capabilities');
    expect(card.text).not.toMatch(/contactExchange|insights|cardTranslations/);
    expect(card.body.data?.profile).not.toHaveProperty('exchange');
    expect(card.body.data?.profile).not.toHaveProperty('translations');
    const list = await call('/api/profile', {}, loggedIn.cookie);
    expect(list.text).not.toContain('contactCount');
    const edit = await call(`/api/profile/${seedIds.fullCard}/edit`, {}, loggedIn.cookie);
    expect(edit.body.data?.profile).not.toHaveProperty('exchange');
    expect(edit.body.data?.profile).not.toHaveProperty('translations');
    const section = { enabled: true, fields: [], notice: 'n', privacyUrl: '' };
    const patch = { method: 'PATCH', json: { exchange: section } };
    const saved = await call(`/api/profile/${seedIds.fullCard}`, patch, loggedIn.cookie);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe('Invalid input');
  });

  test('every operation with an `x-capability` answers 404 `Not found.`, as a path the contract does not have', async () => {
    applyScenario(backend, 'spec-only');
    const { cookie } = await login();
    const capabilityOps = operationIndex(contract).list.filter((op) => op.capability);
    for (const op of capabilityOps) {
      const path = op.path.replace(/\{[^}]+\}/g, seedIds.fullCard);
      const init = op.hasBody ? { method: op.method, json: {} } : { method: op.method };
      const answer = await call(path, init, cookie);
      expect(answer.status, `${op.method} ${op.path}`).toBe(404);
      expect(answer.body.message).toBe('Not found.');
    }
    applyScenario(backend, 'default');
  });
});

describe('the gate derives what to refuse from `x-capability`', () => {
  // A contract of two paths, one of them a capability's: the gate needs no hand-written list.
  const tiny: Contract = {
    paths: {
      '/api/plain': { get: { operationId: 'plain' } },
      '/api/extra/{id}': {
        get: { operationId: 'extraRead', 'x-capability': 'contactExchange' },
        delete: { operationId: 'extraDelete', 'x-capability': 'contactExchange' },
      },
    },
    components: {},
  };
  const gate = (capabilities: ('contactExchange' | 'insights')[]) =>
    gateHandler(
      { ...defaultControl(), capabilities },
      operationIndex(tiny),
      requestValidator(tiny),
      () => undefined,
    );
  const answer = async (capabilities: ('contactExchange' | 'insights')[], method: string) =>
    getResponse([gate(capabilities)], new Request(`${base}/api/extra/7`, { method }));

  test('without the capability: 404 for each method and for a method the path lacks', async () => {
    for (const method of ['GET', 'DELETE', 'PUT']) {
      const response = await answer(['insights'], method);
      expect(response?.status, method).toBe(404);
      expect(await response?.json()).toEqual({ success: false, message: 'Not found.' });
    }
  });

  test('with it: the request falls through to the handler (and 405 keeps its Allow)', async () => {
    expect(await answer(['contactExchange'], 'GET')).toBeUndefined();
    const put = await answer(['contactExchange'], 'PUT');
    expect(put?.status).toBe(405);
    expect(put?.headers.get('Allow')).toBe('GET, DELETE');
  });

  test('an operation without `x-capability` is served either way', async () => {
    const plain = await getResponse([gate([])], new Request(`${base}/api/plain`));
    expect(plain).toBeUndefined();
  });
});

test('capabilitiesOf ignores unknown values and never throws', () => {
  expect(capabilitiesOf({ capabilities: ['insights', 'teleport', 7] })).toEqual(
    new Set(['insights']),
  );
  for (const data of [undefined, null, 'x', 3, {}, { capabilities: 'insights' }, []]) {
    expect(capabilitiesOf(data).size).toBe(0);
  }
});

import { delay, HttpResponse, http as mswHttp } from 'msw';
import { messages } from '@/lib/validation/messages';
import type { OperationIndex } from '../operations';
import type { requestValidator } from '../request-validation';
import { err, refuse, type FailureKind, type MockControl } from './context';

/** How long an injected "slow" failure holds the answer, in ms. */
export const slowMs = 5000;

const htmlPage = '<!doctype html><title>502 Bad Gateway</title><h1>502 Bad Gateway</h1>';

/** The response of an injected failure; undefined for "slow" (which only delays). */
function injected(kind: FailureKind): Response | undefined {
  switch (kind) {
    case '401':
      return refuse(401, 'Please login.');
    case '403':
      return refuse(403, 'You are not allowed to do this.');
    case '404':
      return refuse(404, 'Profile not found.');
    case '429':
      return refuse(429, 'Too many requests. Please try again in 1 minute.', {
        headers: { 'Retry-After': '60' },
      });
    case '500 JSON':
      return refuse(500, 'Something went wrong');
    case '500 HTML':
      return new HttpResponse(htmlPage, { status: 500, headers: { 'Content-Type': 'text/html' } });
    case 'network error':
      return HttpResponse.error();
    case 'slow':
      return undefined;
  }
}

/**
 * Runs before every API handler, in this order: the panel's latency; an injected failure for
 * the operation (the Mock API panel, scenarios); then the contract's request rules that hold
 * for every operation (contract "Reference rules"): a JSON body must be `application/json`
 * (415) and keep the contract's limits (400 `Invalid input` with field errors). Returns
 * nothing to fall through to the operation's handler.
 */
export function gateHandler(
  control: MockControl,
  operations: OperationIndex,
  validator: ReturnType<typeof requestValidator>,
  onChange: () => void,
) {
  return mswHttp.all('*/api/*', async ({ request }) => {
    if (control.latencyMs > 0) await delay(control.latencyMs);
    const op = operations.match(request.method, new URL(request.url).pathname);
    if (!op) return undefined;
    const injection = control.injections[op.operationId] ?? control.injections['*'];
    if (injection) {
      if (injection.once) {
        delete control.injections[control.injections[op.operationId] ? op.operationId : '*'];
        onChange();
      }
      if (injection.kind === 'slow') await delay(slowMs);
      const failure = injected(injection.kind);
      if (failure) return failure;
    }
    if (!op.jsonBody) return undefined;
    const type = request.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return refuse(415, 'Request body must be application/json.');
    }
    let body: unknown;
    try {
      body = JSON.parse(await request.clone().text());
    } catch {
      return HttpResponse.json(err(messages.invalidInput), { status: 400 });
    }
    const errors = validator.check(op, body);
    if (errors) return HttpResponse.json(err(messages.invalidInput, errors), { status: 400 });
    return undefined;
  });
}

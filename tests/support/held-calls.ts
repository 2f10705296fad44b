import { onTestFinished } from 'vitest';
import { contract } from '#mock-contract';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { operationIndex, type OperationId } from '@mocks/operations';

const operations = operationIndex(contract);

/**
 * A slow answer without a clock: every call of `operationId` waits at the mock backend until
 * the test calls `release()`, then goes on to the backend as usual. `arrived()` counts the
 * calls that came, so a test can wait for the call itself instead of for a time to pass.
 * The hold ends with the test (released, and its handler reset by tests/support/setup.ts).
 */
export function holdCalls(operationId: OperationId) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = 0;
  server.use(
    // Untyped: it answers nothing itself, it only holds a call on its way to the backend.
    http.untyped.all('*', async ({ request }) => {
      const resolved = operations.resolve(request.method, new URL(request.url).pathname);
      if (resolved.status !== 200 || resolved.op.operationId !== operationId) return undefined;
      arrived += 1;
      await released;
      return undefined;
    }),
  );
  onTestFinished(() => release());
  return { release: () => release(), arrived: () => arrived };
}

// @vitest-environment node
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { server as inProcessMock } from '@mocks/node';
import { ensurePortFree, startMockApi, stopAll } from './processes';
import { testPort } from './test-ports';

// Real requests to local servers: the in-process msw/node interception must not answer them.
beforeAll(() => inProcessMock.close());
afterAll(() => stopAll());

/** A stale server on `port` that answers every request 200, as an old mock backend would. */
async function staleServer(port: number): Promise<Server> {
  const stale = createServer((_, res) => res.end('[]')).listen(port, '127.0.0.1');
  await new Promise((resolve) => stale.once('listening', resolve));
  return stale;
}

describe('the port guard of test and benchmark servers', () => {
  test('ensurePortFree passes a free port and refuses a taken one', async () => {
    const port = testPort(4044);
    await expect(ensurePortFree(port)).resolves.toBeUndefined();
    const stale = await staleServer(port);
    try {
      await expect(ensurePortFree(port)).rejects.toThrow(`port ${port} is in use`);
    } finally {
      stale.close();
    }
  });

  test('the bench mock backend fails loudly over a stale server instead of measuring it', async () => {
    const port = testPort(4045);
    const stale = await staleServer(port);
    try {
      await expect(startMockApi(port)).rejects.toThrow(`port ${port} is in use`);
    } finally {
      stale.close();
    }
  });

  test('on a free port the mock backend starts and answers', async () => {
    const port = testPort(4046);
    await startMockApi(port, { MOCK_API_TRUST_PROXY: '1' });
    const mailbox = await fetch(`http://127.0.0.1:${port}/__mock/mailbox`);
    expect(mailbox.status).toBe(200);
    expect(Array.isArray(await mailbox.json())).toBe(true);
  }, 90_000);
});

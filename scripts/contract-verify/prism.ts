import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensurePortFree } from '../processes.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

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
 * Starts `prism proxy` for `upstream` on `port`; resolves with a stop function.
 * @throws when the port is taken: the wait below would take another server's answer for the
 * proxy's, and the journey would verify through it.
 */
export async function startProxy(upstream: string, port: number) {
  await ensurePortFree(port, 'CONTRACT_PROXY_PORT');
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

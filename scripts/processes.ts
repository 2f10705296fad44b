// Child processes for the benchmark scripts, the journeys and the contract checks: servers
// started in their own process group and ended with it, a command run to completion, a wait for
// a URL to answer, and the port guard.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const children: ChildProcess[] = [];
const cleanups: (() => void)[] = [];

/** Starts a long-running command (a server) detached, so {@link stopAll} can end its group. */
export function start(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
): ChildProcess {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  return child;
}

/** Ends the process group of one child {@link start} began (SIGTERM), if it still runs. */
export function stop(child: ChildProcess) {
  // Each child leads its own process group (detached); end that group only.
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}

/**
 * Has {@link stopAll} run `cleanup` after it ends the groups: what a server leaves behind (its
 * temporary folder) goes with it, on exit and on Ctrl-C too.
 */
export function atStop(cleanup: () => void) {
  cleanups.push(cleanup);
}

/**
 * Ends every process group {@link start} began and runs the {@link atStop} clean-ups (called on
 * exit too, and so on Ctrl-C: the children lead groups of their own, which the terminal's
 * SIGINT does not reach).
 */
export function stopAll() {
  for (const child of children) stop(child);
  for (const cleanup of cleanups.splice(0)) cleanup();
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

/** Runs a script's `main`, then exits (ending the servers): its `process.exitCode` (0 unless set), or 1 with the error printed. */
export function runMain(main: () => Promise<void>) {
  main()
    .then(() => process.exit(process.exitCode ?? 0))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

/**
 * Runs a command to completion with inherited output, in `cwd` (default: this process's).
 * @throws when it exits non-zero.
 */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Resolves once `url` answers below 500. @throws after `timeoutMs` (ms). */
export async function waitForUrl(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

/**
 * Whether something listens at `url`: any answer, even a refusal of plain HTTP on a TLS port
 * (the probe speaks plain HTTP: Node's fetch would refuse a self-signed certificate).
 */
export function listens(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    (error: unknown) => (error as { cause?: { code?: string } }).cause?.code !== 'ECONNREFUSED',
  );
}

/**
 * The guard every test and benchmark server starts behind: resolves when nothing listens on
 * 127.0.0.1:`port`.
 * @throws when something does: a stale server (another run's, another checkout's) would answer
 * the wait for ours and be tested or measured instead, while ours exits on "address in use" (or
 * `--strictPort`) among the other servers' output. The message names `setting`, the variable
 * that moves the port (default `TEST_PORT_OFFSET`).
 */
export async function ensurePortFree(port: number, setting = 'TEST_PORT_OFFSET') {
  if (await listens(`http://127.0.0.1:${port}`))
    throw new Error(`port ${port} is in use: stop its server or set ${setting}`);
}

/**
 * Starts the HTTP mock backend (`mocks/http-server.ts` of `project`, default this checkout) on
 * 127.0.0.1:`port`, `env` added to its environment (e.g. `MOCK_API_TRUST_PROXY`); resolves once
 * it answers.
 * @throws when the port is taken ({@link ensurePortFree}), or it does not answer within 60 s.
 */
export async function startMockApi(
  port: number,
  env: Record<string, string> = {},
  project?: string,
) {
  await ensurePortFree(port);
  start('npx', ['tsx', 'mocks/http-server.ts'], { ...env, MOCK_API_PORT: String(port) }, project);
  await waitForUrl(`http://127.0.0.1:${port}/__mock/mailbox`);
}

/**
 * Starts Vite's dev server (`npm start`) on 127.0.0.1:`port`, `/api` proxied to `apiTarget`
 * (empty: the in-browser mock); resolves once it answers.
 * @throws when the port is taken ({@link ensurePortFree}), or it does not answer within 120 s
 * (a first start on a busy machine optimizes the dependencies).
 */
export async function startDevServer(port: number, apiTarget: string) {
  await ensurePortFree(port);
  start('npx', ['vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    API_TARGET: apiTarget,
  });
  await waitForUrl(`http://127.0.0.1:${port}/`, 120_000);
}

/**
 * Serves the build in `outDir` with `vite preview` on `appPort`, `/api` proxied to `apiTarget`;
 * resolves once it answers. @throws when the port is taken ({@link ensurePortFree}).
 */
export async function startPreview(outDir: string, appPort: number, apiTarget: string) {
  await ensurePortFree(appPort);
  start(
    'npx',
    [
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--port',
      String(appPort),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { API_TARGET: apiTarget },
  );
  await waitForUrl(`http://127.0.0.1:${appPort}`);
}

/**
 * Serves the production build in `outDir` with `vite preview` on `appPort`, proxied to the HTTP
 * mock backend started on `apiPort`; resolves once both answer.
 * @throws when a port is taken ({@link ensurePortFree}).
 */
export async function servePreviewWithMockApi(outDir: string, apiPort: number, appPort: number) {
  await ensurePortFree(appPort);
  await startMockApi(apiPort);
  await startPreview(outDir, appPort, `http://127.0.0.1:${apiPort}`);
}

/**
 * Builds the demo mode for a real server into a fresh folder and serves it on `appPort` with
 * `/api` proxied to `apiTarget`: `API_TARGET` switches the in-browser mock off, and the demo mode
 * keeps the development build's contract-drift report (.env.demo). A page load costs a fraction
 * of the dev server's, which transforms every module on request.
 */
export async function serveDemoBuildFor(appPort: number, apiTarget: string) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tapcard-demo-'));
  atStop(() => rmSync(outDir, { recursive: true, force: true }));
  await run('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--logLevel', 'error'], {
    API_TARGET: apiTarget,
  });
  await startPreview(outDir, appPort, apiTarget);
}

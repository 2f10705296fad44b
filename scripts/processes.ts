// Child processes for the benchmark scripts: servers started in their own process group and
// ended with it, a command run to completion, and a wait for a URL to answer.
import { spawn, type ChildProcess } from 'node:child_process';

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
 * Serves the production build in `outDir` with `vite preview` on `appPort`, proxied to the HTTP
 * mock backend started on `apiPort`; resolves once both answer.
 * @throws when a port already answers: another checkout's server would be measured instead
 * (`--strictPort` only makes ours exit, and the wait would see theirs).
 */
export async function servePreviewWithMockApi(outDir: string, apiPort: number, appPort: number) {
  const api = `http://127.0.0.1:${apiPort}`;
  for (const port of [apiPort, appPort]) {
    const taken = await fetch(`http://127.0.0.1:${port}`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is in use: stop its server or set TEST_PORT_OFFSET`);
  }
  start('npx', ['tsx', 'mocks/http-server.ts'], { MOCK_API_PORT: String(apiPort) });
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
    {
      API_TARGET: api,
    },
  );
  await waitForUrl(`${api}/__mock/mailbox`);
  await waitForUrl(`http://127.0.0.1:${appPort}`);
}

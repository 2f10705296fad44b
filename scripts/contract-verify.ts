// `npm run contract:verify -- <base-url> [--write] [--cookie-name NAME] [--card ID]`: checks a
// server against the contract (README "Verify your server"). Prism runs as a validating proxy
// (`prism proxy`, no `--errors`): the server's own status comes through and Prism names each
// contract violation in its `sl-violations` header, printed as a short JSON path per line.
//
// Read-only by default: admin login, session check, the lists, card reads, logout. `--write`
// adds the calls that change data; it lists their side effects first, restores what it
// changed and says what it could not undo. Admin credentials: CONTRACT_ADMIN_EMAIL /
// CONTRACT_ADMIN_PASSWORD (default: the mock seed's admin); proxy port CONTRACT_PROXY_PORT.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Journey } from './contract-verify/api.ts';
import { runJourney, sideEffects } from './contract-verify/journey.ts';
import { startProxy } from './contract-verify/prism.ts';

// The pieces, one file each: api.ts (the client that checks every answer), journey.ts (the
// journey as named steps), prism.ts (the validating proxy and its violations header).
export { contractCookieName, type Journey, type Result } from './contract-verify/api.ts';
export { runJourney, sideEffects, type JourneyOptions } from './contract-verify/journey.ts';
export { startProxy, violations } from './contract-verify/prism.ts';

/** Prints the results, one line per call and one per problem; returns how many failed. */
export function report({ results, stopped, notUndone, notes }: Journey) {
  for (const r of results) {
    console.log(`${r.ok ? 'pass' : 'FAIL'}  ${r.status}  ${r.call}`);
    for (const problem of r.problems) console.log(`        ${problem}`);
  }
  // Not failures: optional capabilities the server does not announce (their calls skipped).
  for (const note of notes) console.log(`note  ${note}`);
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

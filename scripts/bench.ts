// `npm run bench`: how long a person on a phone waits for each page (docs/performance.md,
// docs/decisions/0014-speed-a-person-feels.md). Real Chromium with applied throttling (CDP:
// 150 ms latency, 1.6 Mbps down, 750 kbps up, 4x CPU), 390×844, a fresh browser context per
// visit (cold cache), pages served as a host serves them: the production build behind Debian's
// nginx with deploy/nginx.conf over HTTP/2 and TLS, `/api` proxied to the HTTP mock
// (`mock:api`); the card also through the card renderer (`edge:preview`, workerd, plain HTTP on
// its own port). For each page, from navigation start:
//   - visible: the thing the person came for is on screen (in the viewport, not aria-hidden or
//     inert, more than half opaque), checked every animation frame;
//   - usable: it is visible and React has wired what a tap reaches (the element, and its form,
//     carry React's props key), so a tap works.
// The floor is a one-document static page with the card's name on the same nginx, measured in
// the same rounds (the pages take turns, so a busy machine slows all alike); every page is also
// printed as a multiple of the floor's median, which is what bench/targets.json holds.
// Writes bench/last-run.json and regenerates the figures in docs/performance.md and README.md.
// Usage: tsx scripts/bench.ts [--runs N] [--root DIR] [--vs NAME=DIR]… [--no-build] [--only a,b]
//                            [--out FILE] [--check]
//   --runs N     visits per page (default 5); the median is reported
//   --root DIR   measure another checkout's code (its build, mock and renderer); this script,
//                its targets and its throttling stay this checkout's
//   --vs N=DIR[:a,b]  also serve DIR's build (its own nginx with its deploy/nginx.conf, the same mock)
//                and measure its static pages (or a, b) in the same rounds, rows labelled [N]: a before and
//                after that a busy machine slows alike (repeatable)
//   --no-build   serve the builds already in DIR/dist (and dist-edge)
//   --only a,b   only these pages (ids of the table below; the floor always runs)
//   --out FILE   write the results there instead (docs are regenerated only for the default)
//   --report F   print the tables of a saved run (F), measuring nothing
//   --check      exit 1 when a target is missed (without it the figures are a report: exit 0)
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser } from '@playwright/test';
import { seedAccounts, seedIds } from '../mocks/store.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import { median } from './bench-stats.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { startNginxHost } from './nginx-host.ts';
import { run, runMain, start, waitForUrl } from './processes.ts';
import { testPort } from './test-ports.ts';

const here = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(arg('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const project = path.resolve(arg('--root') ?? here);
const defaultOut = path.join(here, 'bench/last-run.json');
const out = path.resolve(arg('--out') ?? defaultOut);
const only = arg('--only')?.split(',');

/** The throttling applied to every visit (CDP), Lighthouse's "slow 4G" figures and 4x CPU. */
export const throttling = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
};

/**
 * One element the page must show: the first element matching `css` (or the control of the
 * `<label>` whose text, without a required-field asterisk, is `label`) that is not inside
 * `aria-hidden`/`inert`, whose text is `text` and whose `value` is `value` when given.
 */
type Probe = { css: string; text?: string; label?: string; value?: string };

/** A page the bench visits: what the person came for and what a tap on it needs. */
type Page = {
  id: string;
  /** As printed and written to the docs. */
  label: string;
  /** `static` = the nginx host; `renderer` = the card renderer (workerd). */
  server: 'static' | 'renderer';
  path: string;
  /** Signed in (through the API, in the visit's context) as this seeded account first. */
  account?: keyof typeof seedAccounts;
  /** On screen together = visible. */
  visible: Probe[];
  /** Visible and wired by React together = usable; none (the floor) = usable when visible. */
  tap: Probe[];
  /** A page others are still building: when its target never appears it is reported absent. */
  optional?: boolean;
};

/**
 * The pages and their targets. `{name}` is the seeded full card's name (read from the API, so
 * the probes and the floor follow the seed).
 */
function pageTable(name: string): Page[] {
  const cardName = { css: 'h1', text: name };
  const saveContact = { css: 'button', text: 'Save Contact' };
  const email = { css: 'input', label: 'Email' };
  const login = { css: 'button', text: 'Login' };
  const firstCard = { css: '[data-testid="profile-grid"] article' };
  const edit = { css: '[data-testid="profile-grid"] article :is(a, button)', text: 'Edit' };
  const nameField = { css: 'input', label: 'Name', value: name };
  const heading = (text: string) => ({ css: 'h1, h2, h3', text });
  const card = `/profile/${seedIds.fullCard}`;
  return [
    {
      id: 'floor',
      label: 'floor (static page, card name)',
      server: 'static',
      path: '/bench-floor.html',
      visible: [cardName],
      tap: [],
    },
    {
      id: 'card',
      label: 'card, static build',
      server: 'static',
      path: card,
      visible: [cardName],
      tap: [saveContact],
    },
    {
      id: 'card-renderer',
      label: 'card via renderer',
      server: 'renderer',
      path: card,
      visible: [cardName],
      tap: [saveContact],
    },
    {
      id: 'login',
      label: '/login',
      server: 'static',
      path: '/login',
      visible: [email, login],
      tap: [email, login],
    },
    {
      id: 'my-profiles',
      label: 'My Profiles',
      server: 'static',
      path: '/dashboard/my-profiles',
      account: 'owner',
      visible: [firstCard, edit],
      tap: [edit],
    },
    {
      id: 'editor',
      label: 'editor (full card)',
      server: 'static',
      path: `/dashboard/my-profiles/${seedIds.fullCard}`,
      account: 'owner',
      visible: [nameField],
      tap: [nameField],
    },
    {
      id: 'contacts',
      label: 'Contacts',
      server: 'static',
      path: '/dashboard/contacts',
      account: 'owner',
      visible: [heading('Contacts')],
      tap: [heading('Contacts')],
      optional: true,
    },
    {
      id: 'insights',
      label: 'Insights',
      server: 'static',
      path: `/dashboard/my-profiles/${seedIds.fullCard}/insights`,
      account: 'owner',
      visible: [heading('Insights')],
      tap: [heading('Insights')],
      optional: true,
    },
  ];
}

/**
 * Runs in the page before any of its scripts: every animation frame until usable, notes in
 * `window.__bench` the first time (ms since navigation start) the visible probes are all on
 * screen, and the first time the tap probes are also wired by React.
 */
function watchPage(spec: { visible: Probe[]; tap: Probe[] }) {
  const state: { visible?: number; usable?: number; scriptsEnd?: number; scriptBytes?: number } =
    {};
  (window as unknown as { __bench: typeof state }).__bench = state;
  const textOf = (el: Element) =>
    (el.textContent ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
  const find = (probe: Probe): Element | undefined => {
    const candidates = probe.label
      ? [...document.querySelectorAll('label')]
          .filter((l) => textOf(l) === probe.label)
          .map((l) => l.control)
          .filter((c): c is HTMLElement => c !== null && c.matches(probe.css))
      : [...document.querySelectorAll(probe.css)];
    return candidates.find(
      (el) =>
        !el.closest('[aria-hidden="true"], [inert]') &&
        (probe.text === undefined || textOf(el) === probe.text) &&
        (probe.value === undefined || (el as HTMLInputElement).value === probe.value),
    );
  };
  const onScreen = (el: Element) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)
      return false;
    if (getComputedStyle(el).visibility === 'hidden') return false;
    let opacity = 1;
    for (let e: Element | null = el; e; e = e.parentElement)
      opacity *= Number(getComputedStyle(e).opacity);
    return opacity > 0.5;
  };
  const wired = (el: Element) => {
    const has = (node: Element) => Object.keys(node).some((k) => k.startsWith('__reactProps$'));
    const form = (el as HTMLInputElement).form;
    return has(el) && (!form || has(form));
  };
  const tick = () => {
    if (state.visible === undefined) {
      const shown = spec.visible.map(find);
      if (shown.every((el) => el && onScreen(el))) state.visible = performance.now();
    }
    if (state.visible !== undefined) {
      const taps = spec.tap.map(find);
      if (taps.every((el) => el && onScreen(el) && wired(el))) {
        state.usable = performance.now();
        // What had downloaded by then: every script (preloaded or not).
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.endsWith('.js')) as PerformanceResourceTiming[];
        state.scriptsEnd = Math.max(0, ...scripts.map((e) => e.responseEnd));
        state.scriptBytes = scripts.reduce((n, e) => n + e.encodedBodySize, 0);
        (window as unknown as { __benchUsable?: () => void }).__benchUsable?.();
      }
    }
    if (state.usable === undefined) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/**
 * One visit's times (ms since navigation start; undefined when the target never came) and, at
 * usable, what the wait held: when the last script had downloaded (ms since navigation start),
 * the scripts' compressed bytes, and the main thread's time running script (ms, throttled; read
 * through CDP just after usable).
 */
type Visit = {
  visible?: number;
  usable?: number;
  scriptsEnd?: number;
  scriptBytes?: number;
  scriptMs?: number;
};

/** How long a visit may take before its page counts as absent (optional pages) or failed. */
const visitTimeoutMs = 30_000;
const absentTimeoutMs = 12_000;

/**
 * One cold visit of `url`: a fresh context (empty cache, no connections), signed in when the
 * page needs it, throttled through CDP, `watchPage` installed, then navigated.
 * @throws when the target does not come within the timeout and the page is not optional, or
 * the page landed on another path (a guard sent it away).
 */
async function visit(browser: Browser, page: Page, base: string): Promise<Visit> {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: throttling.viewport,
  });
  try {
    if (page.account) {
      // The app's own login call, same-origin as the page would send it; the cookie lands in
      // this context's jar without touching its HTTP cache.
      const response = await context.request.post(`${base}/api/user/login`, {
        data: seedAccounts[page.account],
        headers: { Origin: base, 'Sec-Fetch-Site': 'same-origin' },
      });
      if (!response.ok()) throw new Error(`${page.account} login: ${response.status()}`);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latencyMs,
      downloadThroughput: (throttling.downloadKbps * 1000) / 8,
      uploadThroughput: (throttling.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
    // tsx keeps function names with a helper the page does not have.
    await tab.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await tab.addInitScript(watchPage, { visible: page.visible, tap: page.tap });
    await cdp.send('Performance.enable');
    let usable!: () => void;
    const signalled = new Promise<boolean>((resolve) => (usable = () => resolve(true)));
    await tab.exposeFunction('__benchUsable', () => usable());
    await tab.goto(base + page.path, { waitUntil: 'commit' });
    const timeout = page.optional ? absentTimeoutMs : visitTimeoutMs;
    const done = await Promise.race([signalled, sleep(timeout).then(() => false)]);
    const metrics = done ? await cdp.send('Performance.getMetrics') : undefined;
    const scriptSeconds = metrics?.metrics.find((m) => m.name === 'ScriptDuration')?.value;
    const result = await tab.evaluate(() => (window as unknown as { __bench?: Visit }).__bench);
    const landed = new URL(tab.url()).pathname;
    if (!done && !page.optional) {
      throw new Error(
        `${page.label}: not usable after ${timeout / 1000} s at ${landed} (${JSON.stringify(result)})`,
      );
    }
    if (done && landed !== page.path)
      throw new Error(`${page.label}: landed on ${landed}, not ${page.path}`);
    if (!done) return { visible: result?.visible };
    return {
      ...result,
      ...(scriptSeconds === undefined ? {} : { scriptMs: scriptSeconds * 1000 }),
    };
  } finally {
    await context.close();
  }
}

/** A page's figures over the runs (ms), as bench/last-run.json holds them. */
type Figures = { median: number; min: number; max: number; runs: number[] };
export type PageResult = {
  id: string;
  /** Set on a row measured from a `--vs` build. */
  variant?: string;
  label: string;
  path: string;
  server: Page['server'];
  absent?: boolean;
  visible?: Figures;
  usable?: Figures;
  /** Medians divided by the floor's median visible time. */
  ratio?: { visible: number; usable: number };
  /**
   * A variant's row: the median over rounds of (this row's time − the main build's time for
   * the same page in the same round), ms; rounds pair visits made under the same load.
   */
  delta?: { visible: number; usable: number; slowerRounds: number; rounds: number };
  /** Medians at usable: last script downloaded (ms), scripts' compressed bytes, script run (ms). */
  held?: { scriptsEndMs: number; scriptBytes: number; scriptMs: number };
};
type TargetCheck = {
  page: string;
  kind: 'visible' | 'usable';
  target: number;
  ratio?: number;
  met: boolean;
};
export type BenchRun = {
  date: string;
  commit: string;
  root: string;
  variants?: (Variant & { commit: string })[];
  runs: number;
  throttling: typeof throttling;
  machine: { cpus: number; loadBefore: number[]; loadAfter: number[] };
  chromium: string;
  pages: PageResult[];
  targets: TargetCheck[];
};

const figures = (values: number[]): Figures => ({
  median: Math.round(median(values)),
  min: Math.round(Math.min(...values)),
  max: Math.round(Math.max(...values)),
  runs: values.map(Math.round),
});

/**
 * nginx's root: the build's files (symlinked, so another checkout's dist stays untouched) and
 * the floor, a one-document page with the card's name and nothing else.
 */
function hostRoot(dist: string, name: string): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'tapcard-bench-root-'));
  for (const entry of readdirSync(dist))
    symlinkSync(path.join(dist, entry), path.join(root, entry));
  writeFileSync(
    path.join(root, 'bench-floor.html'),
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(name)}</title><h1>${escapeHtml(name)}</h1></html>\n`,
  );
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

const seconds = (ms?: number) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
const times = (x?: number) => (x === undefined ? '–' : `${x.toFixed(2)}×`);

/** Columns padded to their widest cell; the first left-aligned, the others right-aligned. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '),
  );
}

/** The result table's rows (header first), as the terminal and the docs show them. */
export function resultRows(result: BenchRun): string[][] {
  return [
    [
      'page',
      'visible s',
      'usable s',
      '× floor visible',
      '× floor usable',
      'spread (visible / usable) s',
    ],
    ...result.pages.map((p) =>
      p.absent
        ? [p.label, 'absent', '', '', '', '']
        : [
            p.label,
            seconds(p.visible?.median),
            seconds(p.usable?.median),
            times(p.ratio?.visible),
            times(p.ratio?.usable),
            `${seconds(p.visible?.min)}–${seconds(p.visible?.max)} / ${seconds(p.usable?.min)}–${seconds(p.usable?.max)}`,
          ],
    ),
  ];
}

/** What each page's usable wait held (medians), header first. */
export function heldRows(result: BenchRun): string[][] {
  return [
    ['page', 'usable s', 'last script downloaded s', 'script run s', 'scripts kB'],
    ...result.pages
      .filter((p) => p.held && p.id !== 'floor')
      .map((p) => [
        p.label,
        seconds(p.usable?.median),
        seconds(p.held!.scriptsEndMs),
        seconds(p.held!.scriptMs),
        (p.held!.scriptBytes / 1000).toFixed(0),
      ]),
  ];
}

/** The tables and target lines the terminal shows for `result`. */
function report(result: BenchRun): string {
  addDeltas(result.pages);
  return [
    '',
    ...table(resultRows(result)),
    '',
    settingsLine(result),
    '',
    ...targetLines(result),
    '',
    'What the usable wait held (medians; script run = main-thread time running script, throttled):',
    ...table(heldRows(result)),
    ...(result.variants
      ? [
          '',
          'Variants against the main build (median of per-round differences; + = slower):',
          ...table(deltaRows(result)),
        ]
      : []),
  ].join('\n');
}

/** Sets `delta` on every variant row that has a main row for its page (runs in round order). */
function addDeltas(results: PageResult[]) {
  for (const row of results) {
    const own = results.find((r) => r.id === row.id && !r.variant);
    if (!row.variant || !own?.visible || !row.visible || !own.usable || !row.usable) continue;
    const paired = (a: number[], b: number[]) =>
      Math.round(median(a.slice(0, b.length).map((x, i) => x - b[i]!)));
    const rounds = Math.min(row.usable.runs.length, own.usable.runs.length);
    row.delta = {
      visible: paired(row.visible.runs, own.visible.runs),
      usable: paired(row.usable.runs, own.usable.runs),
      slowerRounds: row.usable.runs.slice(0, rounds).filter((x, i) => x > own.usable!.runs[i]!)
        .length,
      rounds,
    };
  }
}

/** Each variant row against the main build's (paired by round), header first. */
export function deltaRows(result: BenchRun): string[][] {
  const ms = (x: number) => `${x > 0 ? '+' : ''}${x} ms`;
  return [
    ['page', 'Δ visible', 'Δ usable', 'usable slower in'],
    ...result.pages
      .filter((p) => p.delta)
      .map((p) => [
        p.label,
        ms(p.delta!.visible),
        ms(p.delta!.usable),
        `${p.delta!.slowerRounds} of ${p.delta!.rounds} rounds`,
      ]),
  ];
}

/** One line per target: `met`/`MISSED`, the page, the limit and the run's ratio. */
export function targetLines(result: BenchRun): string[] {
  return result.targets.map(
    (t) =>
      `${t.met ? 'met   ' : 'MISSED'}  ${t.page} ${t.kind} ≤ ${t.target.toFixed(1)}× floor: ${times(t.ratio)}`,
  );
}

/** The settings line the docs and the terminal print under the table. */
export function settingsLine(result: BenchRun): string {
  const t = result.throttling;
  return `Chromium ${result.chromium}, ${t.viewport.width}×${t.viewport.height}, ${t.latencyMs} ms latency, ${t.downloadKbps / 1000} Mbps down, ${t.uploadKbps} kbps up, ${t.cpuSlowdown}x CPU, cold cache, median of ${result.runs}; ${result.date.slice(0, 16).replace('T', ' ')} UTC, commit ${result.commit.slice(0, 7)}, ${result.machine.cpus} cores, load average ${result.machine.loadBefore[0]!.toFixed(2)} before, ${result.machine.loadAfter[0]!.toFixed(2)} after`;
}

/** Rows (header first) as a Markdown table (for docs/performance.md and README.md). */
function markdownTable(rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(rows[0]!), line(rows[0]!.map(() => '---')), ...rows.slice(1).map(line)].join('\n');
}

/** Replaces the text between `<!-- bench:{name} -->` and `<!-- /bench:{name} -->` in `file`. */
function regenerate(file: string, name: string, body: string) {
  const text = readFileSync(file, 'utf8');
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from === -1 || to < from) throw new Error(`${file}: no ${open} … ${close}`);
  writeFileSync(file, `${text.slice(0, from + open.length)}\n${body}\n${text.slice(to)}`);
}

/** Writes the figures of `result` into docs/performance.md and README.md. */
export function writeDocs(result: BenchRun) {
  const settings = settingsLine(result);
  regenerate(
    path.join(here, 'docs/performance.md'),
    'figures',
    [
      `Generated by \`npm run bench\` from \`bench/last-run.json\` (${settings}).`,
      '',
      markdownTable(resultRows(result)),
      '',
      'Targets (`bench/targets.json`, multiples of the floor measured in the same run):',
      '',
      ...targetLines(result).map((l) => `- ${l}`),
      '',
      'What the usable wait held (medians at usable: when the last script had downloaded, the',
      "main thread's time running script, throttled, and the scripts' compressed bytes):",
      '',
      markdownTable(heldRows(result)),
    ].join('\n'),
  );
  regenerate(
    path.join(here, 'README.md'),
    'figures',
    [
      'How long a person on a throttled phone waits, median of cold visits in real Chromium',
      '(`npm run bench`; method, targets and history in [docs/performance.md](docs/performance.md)):',
      '',
      markdownTable(resultRows(result)),
      '',
      `<sub>${settings}.</sub>`,
    ].join('\n'),
  );
  execFileSync('npx', ['prettier', '--write', 'docs/performance.md', 'README.md'], {
    cwd: here,
    stdio: 'ignore',
  });
}

/** A build served by its own nginx, measured beside the main one (`--vs name=DIR`). */
type Variant = { name: string; project: string; pages?: string[] };
const variants: Variant[] = process.argv.flatMap((a, i) => {
  if (a !== '--vs') return [];
  const [name, rest = ''] = (process.argv[i + 1] ?? '').split('=');
  const [dir, pages] = rest.split(':');
  if (!name || !dir) throw new Error('--vs takes NAME=DIR[:page,page]');
  return [{ name, project: path.resolve(dir), ...(pages ? { pages: pages.split(',') } : {}) }];
});

/** Builds the app (and, for the renderer, its bundles) in `project`, unless `--no-build`. */
async function build(project: string, renderer: boolean) {
  if (process.argv.includes('--no-build')) return;
  console.log(`building the app${renderer ? ' and the card renderer' : ''} in ${project} …`);
  // edge-build writes the app into dist/ too, with the renderer's bundles beside it.
  if (renderer) await run('npx', ['tsx', 'scripts/edge-build.ts'], {}, project);
  else await run('npx', ['vite', 'build', '--logLevel', 'warn'], {}, project);
}

/** One page on one server: the main build's, or a variant's (`variant` set). */
type Measure = { page: Page; variant?: string; base: string; key: string };

async function main() {
  const loadBefore = loadavg();
  const apiPort = testPort(4340);
  const hostPort = testPort(4341);
  const rendererPort = testPort(4342);
  const api = `http://127.0.0.1:${apiPort}`;
  const targets = JSON.parse(readFileSync(path.join(here, 'bench/targets.json'), 'utf8')) as Record<
    string,
    Partial<Record<'visible' | 'usable', number>>
  >;

  start(
    'npx',
    ['tsx', 'mocks/http-server.ts'],
    { MOCK_API_PORT: String(apiPort), MOCK_API_TRUST_PROXY: '1' },
    project,
  );
  await waitForUrl(`${api}/__mock/mailbox`);
  const answer = (await (
    await fetch(`${api}/api/profile/${seedIds.fullCard}?count=false`)
  ).json()) as { data: { profile: { general: { name: string } } } };
  const name = answer.data.profile.general.name;
  const pages = pageTable(name).filter((p) => !only || p.id === 'floor' || only.includes(p.id));
  const renderer = pages.some((p) => p.server === 'renderer');

  const stops: (() => void)[] = [];
  const serve = async (dir: string, port: number) => {
    const dist = path.join(dir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
    const served = hostRoot(dist, name);
    stops.push(served.remove);
    const host = await startNginxHost({ project: dir, root: served.root, api, port, tls: true });
    stops.push(host.stop);
    return host.base;
  };
  let browser: Browser | undefined;
  try {
    await build(project, renderer);
    const mainBase = await serve(project, hostPort);
    const measures: Measure[] = pages.map((page) => ({
      page,
      base: page.server === 'renderer' ? `http://127.0.0.1:${rendererPort}` : mainBase,
      key: page.id,
    }));
    for (const [i, variant] of variants.entries()) {
      await build(variant.project, false);
      const base = await serve(variant.project, hostPort + 10 * (i + 1));
      for (const page of pages) {
        if (page.id === 'floor' || page.server === 'renderer') continue;
        if (variant.pages && !variant.pages.includes(page.id)) continue;
        measures.push({ page, variant: variant.name, base, key: `${page.id}@${variant.name}` });
      }
    }
    if (renderer) {
      start(
        'npx',
        ['tsx', 'scripts/edge-preview.ts', '--no-build'],
        { PORT: String(rendererPort), API_TARGET: api },
        project,
      );
      await waitForUrl(`http://127.0.0.1:${rendererPort}/default-logo.svg`, 120_000);
    }
    browser = await chromium.launch({
      ...chromiumLaunchOptions(),
      args: [...chromiumLaunchOptions().args, '--ignore-certificate-errors'],
    });
    const samples = new Map(measures.map((m) => [m.key, [] as Visit[]]));
    const absent = new Set<string>();
    for (let round = 1; round <= runs; round += 1) {
      // Each round in another order, so no page always follows the same one.
      const order = measures.map((_, i) => measures[(i + round - 1) % measures.length]!);
      for (const m of order) {
        if (absent.has(m.key)) continue;
        const result = await visit(browser, m.page, m.base);
        if (result.usable === undefined) absent.add(m.key);
        else samples.get(m.key)!.push(result);
      }
      console.log(`round ${round}/${runs} done (load average ${loadavg()[0]!.toFixed(2)})`);
    }

    const floor = median(samples.get('floor')!.map((v) => v.visible!));
    const results: PageResult[] = measures.map(({ page, variant, key }) => {
      const visits = samples.get(key)!;
      const base = {
        id: page.id,
        label: variant ? `${page.label} [${variant}]` : page.label,
        path: page.path,
        server: page.server,
        ...(variant ? { variant } : {}),
      };
      if (absent.has(key)) return { ...base, absent: true };
      const visible = figures(visits.map((v) => v.visible!));
      const usable = figures(visits.map((v) => v.usable!));
      const mid = (key: 'scriptsEnd' | 'scriptBytes' | 'scriptMs') =>
        Math.round(median(visits.map((v) => v[key] ?? 0)));
      return {
        ...base,
        visible,
        usable,
        held: {
          scriptsEndMs: mid('scriptsEnd'),
          scriptBytes: mid('scriptBytes'),
          scriptMs: mid('scriptMs'),
        },
        ratio: {
          visible: Math.round((visible.median / floor) * 100) / 100,
          usable: Math.round((usable.median / floor) * 100) / 100,
        },
      };
    });
    addDeltas(results);
    // Variants' rows beside their page's.
    results.sort(
      (a, b) => pages.findIndex((p) => p.id === a.id) - pages.findIndex((p) => p.id === b.id),
    );
    const checks: TargetCheck[] = Object.entries(targets).flatMap(([id, limits]) =>
      id.startsWith('$')
        ? []
        : (['visible', 'usable'] as const).flatMap((kind) => {
            const target = limits[kind];
            const page = results.find((r) => r.id === id && !r.variant);
            if (target === undefined || !page) return [];
            const ratio = page.ratio?.[kind];
            return [{ page: id, kind, target, ratio, met: ratio !== undefined && ratio <= target }];
          }),
    );
    const commit = (dir: string) =>
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir }).toString().trim();
    const result: BenchRun = {
      date: new Date().toISOString(),
      commit: commit(project),
      root: path.relative(here, project) || '.',
      ...(variants.length
        ? { variants: variants.map((v) => ({ ...v, commit: commit(v.project) })) }
        : {}),
      runs,
      throttling,
      machine: { cpus: cpus().length, loadBefore, loadAfter: loadavg() },
      chromium: browser.version(),
      pages: results,
      targets: checks,
    };
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    // As `npm run lint` wants it, so a committed run passes the format check.
    execFileSync('npx', ['prettier', '--write', out], { cwd: here, stdio: 'ignore' });
    console.log(report(result));
    const docs = out === defaultOut && project === here && variants.length === 0;
    if (docs) writeDocs(result);
    console.log(
      `\nwrote ${path.relative(here, out)}${docs ? ', docs/performance.md and README.md' : ''}`,
    );
    if (process.argv.includes('--check') && checks.some((c) => !c.met)) process.exitCode = 1;
  } finally {
    await browser?.close();
    for (const stop of stops.reverse()) stop();
  }
}

// `--report FILE`: the tables of a saved run, nothing measured.
const saved = arg('--report');
if (saved) {
  console.log(report(JSON.parse(readFileSync(saved, 'utf8')) as BenchRun));
} else {
  runMain(main);
}

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
// Usage: tsx scripts/bench.ts [--runs N] [--root DIR] [--vs NAME=DIR[:a,b]]… [--no-build]
//                            [--only a,b] [--out FILE] [--report FILE] [--check]
//   --runs N      visits per page (default 5); the median is reported
//   --root DIR    measure another checkout's code (its build, mock and renderer); this script,
//                 its targets and its throttling stay this checkout's
//   --vs N=DIR    also serve DIR's build (its own nginx with its deploy/nginx.conf, the same
//                 mock) and visit its static pages (`:a,b`: only those) in the same rounds, rows
//                 labelled [N]: a before and after that a busy machine slows alike (repeatable)
//   --no-build    serve the builds already in DIR/dist (and dist-edge)
//   --only a,b    only these pages (ids of `pageTable`; the floor always runs)
//   --out FILE    write the results there; by default a run of every page of this checkout
//                 alone writes bench/last-run.json and regenerates the docs' figures, any other
//                 run writes tapcard-bench-run.json in the system's temporary folder
//   --report FILE print the tables of a saved run, measuring nothing
//   --check       exit 1 when a target is missed (without it the figures are a report: exit 0)
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
import { chromium, type Browser } from '@playwright/test';
import { seedAccounts, seedIds } from '../mocks/store.ts';
import { escapeHtml } from '../src/lib/escape-html.ts';
import {
  addDeltas,
  figures,
  report,
  targetChecks,
  type BenchRun,
  type PageResult,
  type Targets,
  type Variant,
  writeDocs,
} from './bench-report.ts';
import { median } from './bench-stats.ts';
import { throttling, visit, type Page, type Visit } from './bench-visit.ts';
import { chromiumLaunchOptions } from './chromium.ts';
import { startNginxHost } from './nginx-host.ts';
import {
  atStop,
  ensurePortFree,
  run,
  runMain,
  start,
  startMockApi,
  waitForUrl,
} from './processes.ts';
import { testPort } from './test-ports.ts';

const here = path.resolve(import.meta.dirname, '..');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const runs = Number(arg('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const project = path.resolve(arg('--root') ?? here);
const only = arg('--only')?.split(',');
const defaultOut = path.join(here, 'bench/last-run.json');
// Only a run of every page of this checkout alone is the one the docs show; any other run
// (a variant, some pages, another checkout) would overwrite it with figures they do not hold.
const whole = !only && project === here && !process.argv.includes('--vs');
const out = path.resolve(
  arg('--out') ?? (whole ? defaultOut : path.join(tmpdir(), 'tapcard-bench-run.json')),
);

/**
 * The pages and their targets. `{name}` is the seeded full card's name (read from the API, so
 * the probes and the floor follow the seed).
 */
function pageTable(name: string, fleetCard: string, hindiName = name): Page[] {
  const cardName = { css: 'h1', text: name };
  const saveContact = { css: 'button', text: 'Save Contact' };
  const email = { css: 'input', label: 'Email' };
  const login = { css: 'button', text: 'Login' };
  const emailHi = { css: 'input', label: 'ईमेल' };
  const loginHi = { css: 'button', text: 'लॉग इन' };
  const firstCard = { css: '[data-testid="profile-grid"] article' };
  const edit = { css: '[data-testid="profile-grid"] article :is(a, button)', text: 'Edit' };
  const nameField = { css: 'input', label: 'Name', value: name };
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
      // A Hindi visitor (`?lang=hi`): the card waits for its language's chunk, loaded beside
      // the card's answer (docs/decisions/0018-languages-library.md).
      id: 'card-hi',
      label: 'card in Hindi, static build',
      server: 'static',
      path: `${card}?lang=hi`,
      // The card's own words in Hindi where it has them (capability cardTranslations).
      visible: [{ css: 'h1', text: hindiName }],
      tap: [{ css: 'button', text: 'संपर्क सेव करें' }],
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
      // The owner's pages in Hindi (src/locales/app/hi.po, the sign-in pages' own words in
      // src/locales/pages/auth/hi.po and the card's Hindi catalogues, beside the page's code):
      // what a Hindi owner waits for against /login above.
      id: 'login-hi',
      label: '/login in Hindi',
      server: 'static',
      path: '/login?lang=hi',
      visible: [emailHi, loginHi],
      tap: [emailHi, loginHi],
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
      // The newest contact, and its Details button wired.
      visible: [{ css: 'ul[aria-label="Contacts"] > li' }],
      tap: [{ css: 'ul[aria-label="Contacts"] > li button', text: 'Details' }],
    },
    {
      id: 'insights',
      label: 'Insights (fleet card, 90 days)',
      server: 'static',
      scenario: 'fleet-10000',
      path: `/dashboard/my-profiles/${fleetCard}/insights?days=90`,
      account: 'owner',
      // The totals come first on a phone; the chart of 90 days (weekly bars on a phone) is
      // drawn below them.
      visible: [{ css: '[role="group"][aria-label="Views"]' }],
      tap: [{ css: 'label', text: '7 days' }],
      drawn: {
        answer: `/api/profile/${fleetCard}/insights`,
        probes: [{ css: '[role="figure"][aria-label^="Views and saves by"] .recharts-bar' }],
      },
    },
  ];
}

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

const variants: Variant[] = process.argv.flatMap((a, i) => {
  if (a !== '--vs') return [];
  const [name, rest = ''] = (process.argv[i + 1] ?? '').split('=');
  const [dir, pages] = rest.split(':');
  if (!name || !dir) throw new Error('--vs takes NAME=DIR[:page,page]');
  return [{ name, project: path.resolve(dir), ...(pages ? { pages: pages.split(',') } : {}) }];
});

/**
 * Switches the mock at `api` to `fleet-10000` and returns the id of the owner's card with the
 * most views in 30 days (contract `listProfiles`, `views30Days`).
 */
async function busiestFleetCard(api: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: api };
  const switched = await fetch(`${api}/__mock/scenario`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'fleet-10000' }),
  });
  if (!switched.ok) throw new Error(`fleet-10000: ${switched.status}`);
  const login = await fetch(`${api}/api/user/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(seedAccounts.owner),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie) throw new Error(`fleet-10000 owner login: ${login.status}`);
  const list = (await (
    await fetch(`${api}/api/profile`, { headers: { Cookie: cookie } })
  ).json()) as {
    data: { profiles: { _id: string; views30Days?: number }[] };
  };
  const [busiest] = list.data.profiles.toSorted(
    (a, b) => (b.views30Days ?? 0) - (a.views30Days ?? 0),
  );
  if (!busiest?.views30Days) throw new Error('fleet-10000: the owner has no card with views');
  return busiest._id;
}

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

/**
 * Stops the run when the machine has no font for Devanagari: phones carry Noto for the card's
 * scripts (no web fonts on the card), and without one Chromium draws boxes after searching every
 * installed font, which times neither a phone nor the card (docs/performance.md).
 * @throws with the package to install.
 */
function ensureIndicFonts(): void {
  let families = '';
  try {
    families = execFileSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  } catch {
    // no fontconfig: nothing to ask
  }
  if (!families.trim()) {
    throw new Error(
      'No Devanagari font here: install the Noto fonts phones carry (apt-get install -y fonts-noto-core)',
    );
  }
}

async function main() {
  const loadBefore = loadavg();
  if (!only || only.some((id) => id.endsWith('-hi'))) ensureIndicFonts();
  const apiPort = testPort(4340);
  const hostPort = testPort(4341);
  const rendererPort = testPort(4342);
  const fleetApiPort = testPort(4343);
  const fleetHostPort = testPort(4344);
  const api = `http://127.0.0.1:${apiPort}`;
  const targets = JSON.parse(
    readFileSync(path.join(here, 'bench/targets.json'), 'utf8'),
  ) as Targets;

  // Each server behind the port guard: a stale one would be measured instead of this code.
  await startMockApi(apiPort, { MOCK_API_TRUST_PROXY: '1' }, project);
  const answer = (await (
    await fetch(`${api}/api/profile/${seedIds.fullCard}?count=false`)
  ).json()) as {
    data: {
      profile: {
        general: { name: string };
        translations?: { texts: Record<string, { name?: string }> };
      };
    };
  };
  const { general, translations } = answer.data.profile;
  const name = general.name;
  // The fleet's busiest card of the owner, from a mock of its own in `fleet-10000`.
  const fleetApi = `http://127.0.0.1:${fleetApiPort}`;
  let fleetCard = '';
  const wantsFleet = !only || only.includes('insights');
  if (wantsFleet) {
    await startMockApi(fleetApiPort, { MOCK_API_TRUST_PROXY: '1' }, project);
    fleetCard = await busiestFleetCard(fleetApi);
  }
  const pages = pageTable(name, fleetCard, translations?.texts.hi?.name).filter(
    (p) => !only || p.id === 'floor' || only.includes(p.id),
  );
  const renderer = pages.some((p) => p.server === 'renderer');

  // The hosts (nginx, under scripts/processes.ts) and their folders end with the script, on
  // Ctrl-C too (`stopAll`).
  const serve = async (dir: string, port: number, backend = api) => {
    const dist = path.join(dir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
    const served = hostRoot(dist, name);
    atStop(served.remove);
    const host = await startNginxHost({
      project: dir,
      root: served.root,
      api: backend,
      port,
      tls: true,
    });
    return host.base;
  };
  let browser: Browser | undefined;
  try {
    await build(project, renderer);
    const mainBase = await serve(project, hostPort);
    const fleetBase = wantsFleet ? await serve(project, fleetHostPort, fleetApi) : '';
    const baseOf = (page: Page) => {
      if (page.server === 'renderer') return `http://127.0.0.1:${rendererPort}`;
      if (page.scenario === 'fleet-10000') return fleetBase;
      if (page.scenario) throw new Error(`${page.id}: no host for scenario ${page.scenario}`);
      return mainBase;
    };
    const measures: Measure[] = pages.map((page) => ({ page, base: baseOf(page), key: page.id }));
    for (const [i, variant] of variants.entries()) {
      await build(variant.project, false);
      const base = await serve(variant.project, hostPort + 10 * (i + 1));
      for (const page of pages) {
        if (page.id === 'floor' || page.server === 'renderer' || page.scenario) continue;
        if (variant.pages && !variant.pages.includes(page.id)) continue;
        measures.push({ page, variant: variant.name, base, key: `${page.id}@${variant.name}` });
      }
    }
    if (renderer) {
      await ensurePortFree(rendererPort);
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
    for (let round = 1; round <= runs; round += 1) {
      // Each round in another order, so no page always follows the same one.
      const order = measures.map((_, i) => measures[(i + round - 1) % measures.length]!);
      for (const m of order) {
        samples.get(m.key)!.push(await visit(browser, m.page, m.base));
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
      const visible = figures(visits.map((v) => v.visible!));
      const usable = figures(visits.map((v) => v.usable!));
      const mid = (key: 'scriptsEnd' | 'scriptBytes' | 'scriptMs' | 'layoutMs') =>
        Math.round(median(visits.map((v) => v[key] ?? 0)));
      const drawn = visits.filter((v) => v.drawn !== undefined && v.answerEnd !== undefined);
      return {
        ...base,
        visible,
        usable,
        ...(page.drawn && drawn.length > 0
          ? {
              drawn: {
                answerEndMs: Math.round(median(drawn.map((v) => v.answerEnd!))),
                drawnMs: Math.round(median(drawn.map((v) => v.drawn!))),
                afterAnswer: figures(drawn.map((v) => v.drawn! - v.answerEnd!)),
              },
            }
          : {}),
        held: {
          scriptsEndMs: mid('scriptsEnd'),
          scriptBytes: mid('scriptBytes'),
          scriptMs: mid('scriptMs'),
          layoutMs: mid('layoutMs'),
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
    const checks = targetChecks(targets, results);
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
    const docs = whole && out === defaultOut;
    if (docs) writeDocs(result, here);
    console.log(
      `\nwrote ${path.relative(here, out)}${docs ? ', docs/performance.md and README.md' : ''}`,
    );
    if (process.argv.includes('--check') && checks.some((c) => !c.met)) process.exitCode = 1;
  } finally {
    await browser?.close();
  }
}

// `--report FILE`: the tables of a saved run, nothing measured.
const saved = arg('--report');
if (saved) {
  console.log(report(JSON.parse(readFileSync(saved, 'utf8')) as BenchRun));
} else {
  runMain(main);
}

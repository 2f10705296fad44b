// Lighthouse as the benchmarks run it (`bench:public`, `bench:routes`; issues #4, #10, #20):
// `npx lighthouse` 13, mobile with the default simulated throttling, performance and
// accessibility, with the project's Chromium (scripts/chromium.ts). Each report is kept in
// bench-results/ and checked to have measured the page asked for.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { run } from './processes.ts';
import { gzipBytes } from './public-bundle.ts';

/** Where the JSON reports go (git-ignored). */
export const resultsDir = 'bench-results';

/** The middle value of `values` (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The figures of one Lighthouse run. */
export type LighthouseRun = {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** gzip bytes of the build's JS and CSS files this run loaded until the network was idle. */
  seenJs: number;
  seenCss: number;
};

type Report = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<
    string,
    { numericValue: number; details?: { items?: { url: string; resourceType?: string }[] } }
  >;
};

export type LighthouseOptions = {
  url: string;
  /** Names the reports: bench-results/{name}-lighthouse-{run}.json. */
  name: string;
  /** The build the page is served from: the JS and CSS the run loaded are measured there. */
  dist: string;
  /** Headers sent with every request of the run (`--extra-headers`), e.g. a session `Cookie`. */
  headers?: Record<string, string>;
};

/** gzip bytes of the files of `dist` among `urls` (same-origin /assets/… requests). */
function builtBytes(dist: string, urls: string[], extension: string): number {
  const files = urls
    .map((url) => new URL(url).pathname)
    .filter((p) => p.startsWith('/assets/') && p.endsWith(extension))
    .map((p) => path.join(dist, p));
  return gzipBytes([...new Set(files)]);
}

/**
 * Run number `i` of Lighthouse on `options.url`.
 * @throws when Lighthouse fails, reports a runtime error, or the page it measured is not at
 * the path asked for (a guard sent it elsewhere, e.g. to /login without a session).
 */
export async function lighthouse(options: LighthouseOptions, i: number): Promise<LighthouseRun> {
  mkdirSync(resultsDir, { recursive: true });
  const output = path.join(resultsDir, `${options.name}-lighthouse-${i}.json`);
  await run(
    'npx',
    [
      'lighthouse',
      options.url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility',
      '--quiet',
      `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
      ...(options.headers ? [`--extra-headers=${JSON.stringify(options.headers)}`] : []),
    ],
    { CHROME_PATH: chromiumPath() },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError)
    throw new Error(`${options.url}: Lighthouse ${report.runtimeError.code} (${output})`);
  const landed = new URL(report.finalDisplayedUrl).pathname;
  if (landed !== new URL(options.url).pathname)
    throw new Error(`${options.url}: Lighthouse measured ${report.finalDisplayedUrl} (${output})`);
  const urls = (report.audits['network-requests']?.details?.items ?? []).map((r) => r.url);
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    seenJs: builtBytes(options.dist, urls, '.js'),
    seenCss: builtBytes(options.dist, urls, '.css'),
  };
}

/** `count` Lighthouse runs of `options`, one after another. */
export async function lighthouseRuns(
  options: LighthouseOptions,
  count: number,
): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let i = 1; i <= count; i += 1) runs.push(await lighthouse(options, i));
  return runs;
}

/** Each figure's median over `runs`. */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const pick = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    seenJs: pick('seenJs'),
    seenCss: pick('seenCss'),
  };
}

/** The runs on one line, as the benchmarks print them: `perf 98 / a11y 100 / FCP 812 / …`. */
export function describeRuns(runs: LighthouseRun[], { accessibility = true } = {}): string {
  return runs
    .map((r) =>
      [
        `perf ${r.performance}`,
        ...(accessibility ? [`a11y ${r.accessibility}`] : []),
        `FCP ${Math.round(r.fcpMs)}`,
        `LCP ${Math.round(r.lcpMs)}`,
        `TBT ${Math.round(r.tbtMs)}`,
        `CLS ${r.cls.toFixed(3)}`,
      ].join(' / '),
    )
    .join('; ');
}

/**
 * A production build for the benchmarks and `npm run size`: `vite build` into `outDir` with the
 * manifest (what the byte tables read) and hidden source maps (what the card's forbidden-code
 * check reads).
 */
export function benchBuild(outDir: string): Promise<void> {
  return run('npx', [
    'vite',
    'build',
    '--outDir',
    outDir,
    '--manifest',
    '--sourcemap',
    'hidden',
    '--logLevel',
    'warn',
  ]);
}

// The results of `npm run bench` (scripts/bench.ts): their shape (bench/last-run.json), the
// tables the terminal prints, and the figures it writes into docs/performance.md and README.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from './bench-stats.ts';
import type { Page, throttling } from './bench-visit.ts';

/** A build served by its own nginx, measured beside the main one (`--vs name=DIR`). */
export type Variant = { name: string; project: string; pages?: string[] };

/** A page's figures over the runs (ms), as bench/last-run.json holds them. */
export type Figures = { median: number; min: number; max: number; runs: number[] };
export type PageResult = {
  id: string;
  /** Set on a row measured from a `--vs` build. */
  variant?: string;
  label: string;
  path: string;
  server: Page['server'];
  visible?: Figures;
  usable?: Figures;
  /** Medians divided by the floor's median visible time. */
  ratio?: { visible: number; usable: number };
  /**
   * A variant's row: the median over rounds of (this row's time − the main build's time for
   * the same page in the same round), ms; rounds pair visits made under the same load.
   */
  delta?: { visible: number; usable: number; slowerRounds: number; rounds: number };
  /**
   * Medians at usable: last script downloaded (ms), scripts' compressed bytes, script run (ms),
   * layout (ms; runs saved before it was measured have none).
   */
  held?: { scriptsEndMs: number; scriptBytes: number; scriptMs: number; layoutMs?: number };
  /**
   * A page with `drawn` (bench-visit.ts): medians of when its answer had arrived and when it
   * was drawn (ms since navigation start), and the time from one to the other per visit.
   */
  drawn?: { answerEndMs: number; drawnMs: number; afterAnswer: Figures };
};
/**
 * A page's target met or missed: its median as a multiple of the floor's, or, with `against`,
 * its time as a multiple of another page's, the median over rounds of the two visits' ratio in
 * the same round (paired, as `delta`: a busy round slows both alike).
 */
export type TargetCheck = {
  page: string;
  kind: 'visible' | 'usable';
  target: number;
  ratio?: number;
  against?: string;
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

export const figures = (values: number[]): Figures => ({
  median: Math.round(median(values)),
  min: Math.round(Math.min(...values)),
  max: Math.round(Math.max(...values)),
  runs: values.map(Math.round),
});

const seconds = (ms?: number) => (ms === undefined ? '–' : (ms / 1000).toFixed(2));
const times = (x?: number) => (x === undefined ? '–' : `${x.toFixed(2)}×`);

/** Columns padded to their widest cell; the first left-aligned, the others right-aligned. */
export function table(rows: string[][]): string[] {
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
    ...result.pages.map((p) => [
      p.label,
      seconds(p.visible?.median),
      seconds(p.usable?.median),
      times(p.ratio?.visible),
      times(p.ratio?.usable),
      `${seconds(p.visible?.min)}–${seconds(p.visible?.max)} / ${seconds(p.usable?.min)}–${seconds(p.usable?.max)}`,
    ]),
  ];
}

/** What each page's usable wait held (medians), header first. */
export function heldRows(result: BenchRun): string[][] {
  return [
    ['page', 'usable s', 'last script downloaded s', 'script run s', 'layout s', 'scripts kB'],
    ...result.pages
      .filter((p) => p.held && p.id !== 'floor')
      .map((p) => [
        p.label,
        seconds(p.usable?.median),
        seconds(p.held!.scriptsEndMs),
        seconds(p.held!.scriptMs),
        seconds(p.held!.layoutMs),
        (p.held!.scriptBytes / 1000).toFixed(0),
      ]),
  ];
}

/** How long pages with `drawn` took to draw their answer (medians), header first. */
export function drawnRows(result: BenchRun): string[][] {
  return [
    ['page', 'answer arrived s', 'drawn s', 'drawn after the answer s (spread)'],
    ...result.pages
      .filter((p) => p.drawn)
      .map((p) => [
        p.label,
        seconds(p.drawn!.answerEndMs),
        seconds(p.drawn!.drawnMs),
        `${seconds(p.drawn!.afterAnswer.median)} (${seconds(p.drawn!.afterAnswer.min)}–${seconds(p.drawn!.afterAnswer.max)})`,
      ]),
  ];
}

/** The tables and target lines the terminal shows for `result`. */
export function report(result: BenchRun): string {
  addDeltas(result.pages);
  return [
    '',
    ...table(resultRows(result)),
    '',
    settingsLine(result),
    '',
    ...targetLines(result),
    '',
    'What the usable wait held (medians; script run and layout = main-thread time, throttled):',
    ...table(heldRows(result)),
    ...(result.pages.some((p) => p.drawn)
      ? ['', 'Answers drawn (throttled CPU):', ...table(drawnRows(result))]
      : []),
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
export function addDeltas(results: PageResult[]) {
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

/** A page's limits, bench/targets.json's shape: multiples of the floor and of other pages. */
type Limits = Partial<Record<'visible' | 'usable', number>>;
export type Targets = Record<string, Limits & { against?: Record<string, Limits> }>;

/** The median over rounds of `runs[i] / reference[i]` (two pages' visits in the same rounds). */
const pairedRatio = (runs: number[], reference: number[]) =>
  Math.round(median(runs.slice(0, reference.length).map((x, i) => x / reference[i]!)) * 100) / 100;

/**
 * Every target of `targets` (keys starting with `$` are comments) checked against the main
 * build's rows of a run (`ratio` set: medians over the floor's); a page or a reference page the
 * run did not visit has none.
 */
export function targetChecks(targets: Targets, results: PageResult[]): TargetCheck[] {
  const kinds = ['visible', 'usable'] as const;
  return Object.entries(targets).flatMap(([id, limits]) => {
    const page = results.find((r) => r.id === id && !r.variant);
    if (id.startsWith('$') || !page) return [];
    const ofFloor = kinds.flatMap((kind) => {
      const target = limits[kind];
      if (target === undefined) return [];
      const ratio = page.ratio?.[kind];
      return [{ page: id, kind, target, ratio, met: ratio !== undefined && ratio <= target }];
    });
    const ofPages = Object.entries(limits.against ?? {}).flatMap(([other, otherLimits]) => {
      const reference = results.find((r) => r.id === other && !r.variant);
      return kinds.flatMap((kind) => {
        const target = otherLimits[kind];
        const runs = page[kind]?.runs;
        const base = reference?.[kind]?.runs;
        if (target === undefined || !runs || !base) return [];
        const ratio = pairedRatio(runs, base);
        return [{ page: id, kind, target, ratio, against: other, met: ratio <= target }];
      });
    });
    return [...ofFloor, ...ofPages];
  });
}

/** One line per target: `met`/`MISSED`, the page, the limit and the run's ratio. */
export function targetLines(result: BenchRun): string[] {
  return result.targets.map(
    (t) =>
      `${t.met ? 'met   ' : 'MISSED'}  ${t.page} ${t.kind} ≤ ${t.against ? `${t.target.toFixed(2)}× ${t.against} (paired by round)` : `${t.target.toFixed(1)}× floor`}: ${times(t.ratio)}`,
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
export function writeDocs(result: BenchRun, root: string) {
  const settings = settingsLine(result);
  regenerate(
    path.join(root, 'docs/performance.md'),
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
      "main thread's time running script and laying out the page, throttled, and the scripts'",
      'compressed bytes):',
      '',
      markdownTable(heldRows(result)),
      ...(result.pages.some((p) => p.drawn)
        ? [
            '',
            'How long a page took to draw its answer once it had arrived (the Insights chart of 90',
            'days of a `fleet-10000` card, under the same 4x CPU throttling):',
            '',
            markdownTable(drawnRows(result)),
          ]
        : []),
    ].join('\n'),
  );
  regenerate(
    path.join(root, 'README.md'),
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
    cwd: root,
    stdio: 'ignore',
  });
}

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  addDeltas,
  drawnRows,
  figures,
  heldRows,
  resultRows,
  targetChecks,
  targetLines,
  type PageResult,
} from './bench-report';
import type { BenchRun } from './bench-report';

const row = (id: string, usable: number[], variant?: string): PageResult => ({
  id,
  label: variant ? `${id} [${variant}]` : id,
  path: `/${id}`,
  server: 'static',
  ...(variant ? { variant } : {}),
  visible: figures(usable.map((u) => u - 10)),
  usable: figures(usable),
});

describe('addDeltas', () => {
  test('pairs a variant with the main build round by round and counts the slower rounds', () => {
    const main = row('login', [3000, 4000, 3200, 3100, 3500]);
    // Slower in rounds 1, 3 and 5 by 100 ms, faster in round 2 by a second (a load spike on main).
    const variant = row('login', [3100, 3000, 3300, 3000, 3600], 'no-x');
    addDeltas([main, variant]);
    expect(variant.delta).toEqual({ visible: 100, usable: 100, slowerRounds: 3, rounds: 5 });
    expect(main.delta).toBeUndefined();
  });
});

describe('the printed figures', () => {
  const run = {
    pages: [
      row('login', [3210]),
      {
        ...row('insights', [4330]),
        drawn: { answerEndMs: 4110, drawnMs: 5320, afterAnswer: figures([1210, 1150, 1300]) },
      },
    ],
    targets: [
      { page: 'login', kind: 'usable', target: 5.5, ratio: 7.54, met: false },
      { page: 'card', kind: 'visible', target: 3, ratio: 2.9, met: true },
    ],
  } as unknown as BenchRun;

  test('a page is a row of its median seconds', () => {
    const rows = resultRows(run);
    expect(rows[1]!.slice(0, 3)).toEqual(['login', '3.20', '3.21']);
  });

  test('a page that draws an answer has a row of when it came and how long drawing took', () => {
    expect(drawnRows(run)).toEqual([
      ['page', 'answer arrived s', 'drawn s', 'drawn after the answer s (spread)'],
      ['insights', '4.11', '5.32', '1.21 (1.15–1.30)'],
    ]);
  });

  test('what the wait held: a run saved before layout was measured shows none', () => {
    const held = { scriptsEndMs: 950, scriptBytes: 93_600, scriptMs: 148 };
    const rows = heldRows({
      pages: [
        { ...row('card', [1180]), held: { ...held, layoutMs: 44 } },
        { ...row('card-hi', [1270]), held },
      ],
    } as unknown as BenchRun);
    expect(rows[0]).toContain('layout s');
    expect(rows.slice(1)).toEqual([
      ['card', '1.18', '0.95', '0.15', '0.04', '94'],
      ['card-hi', '1.27', '0.95', '0.15', '–', '94'],
    ]);
  });

  test('each target says met or MISSED with the run’s ratio', () => {
    expect(targetLines(run)).toEqual([
      'MISSED  login usable ≤ 5.5× floor: 7.54×',
      'met     card visible ≤ 3.0× floor: 2.90×',
    ]);
  });
});

describe('targetChecks', () => {
  const floorRatio = (r: PageResult, usable: number) => ({
    ...r,
    ratio: { visible: usable - 0.1, usable },
  });
  // The same five rounds: Hindi 3 % behind in most rounds, 20 % in one (a slow visit of its
  // own), and ahead in one where the English visit was the slow one.
  const card = floorRatio(row('card', [1000, 1000, 1500, 1000, 1000]), 4.1);
  const hindi = floorRatio(row('card-hi', [1030, 1200, 1020, 1030, 1030]), 4.3);

  test('a page against another is the median of its rounds’ ratios to the other’s', () => {
    const [visible, usable] = targetChecks(
      { 'card-hi': { against: { card: { visible: 1.05, usable: 1.05 } } } },
      [card, hindi],
    );
    expect(usable).toEqual({
      page: 'card-hi',
      kind: 'usable',
      target: 1.05,
      ratio: 1.03,
      against: 'card',
      met: true,
    });
    expect(visible!.ratio).toBe(1.03);
    // A stricter limit misses.
    const [, strict] = targetChecks(
      { 'card-hi': { against: { card: { visible: 1.02, usable: 1.02 } } } },
      [card, hindi],
    );
    expect(strict!.met).toBe(false);
  });

  test('the floor’s multiples as before; comments, pages not visited and variants are skipped', () => {
    const variant = floorRatio(row('card', [900, 900, 900, 900, 900], 'before'), 3.5);
    const checks = targetChecks(
      {
        $comment: {},
        card: { usable: 4.0 },
        'card-hi': { usable: 4.5, against: { login: { usable: 1.1 } } },
        login: { usable: 5.5 },
      },
      [variant, card, hindi],
    );
    expect(checks).toEqual([
      { page: 'card', kind: 'usable', target: 4.0, ratio: 4.1, met: false },
      { page: 'card-hi', kind: 'usable', target: 4.5, ratio: 4.3, met: true },
    ]);
  });

  test('its line names the other page and the pairing', () => {
    const run = {
      targets: [
        { page: 'card-hi', kind: 'usable', target: 1.05, ratio: 1.07, against: 'card', met: false },
      ],
    } as unknown as BenchRun;
    expect(targetLines(run)).toEqual([
      'MISSED  card-hi usable ≤ 1.05× card (paired by round): 1.07×',
    ]);
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import {
  addDeltas,
  drawnRows,
  figures,
  heldRows,
  resultRows,
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

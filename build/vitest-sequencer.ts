import { readFile } from 'node:fs/promises';
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

/** A file's own environment (`// @vitest-environment node`), else its project's. */
async function environmentOf(spec: TestSpecification): Promise<string> {
  const source = await readFile(spec.moduleId, 'utf8');
  return /@vitest-environment\s+([\w-]+)/.exec(source)?.[1] ?? spec.project.config.environment;
}

/**
 * Vitest's own order (longest first, by the last run's durations or else by file size), with
 * each project's files grouped by environment: the project's own first, then the files that
 * name another one (`@vitest-environment node`).
 *
 * Why: with `isolate: false` and more than one worker, a worker is reused for the next file
 * only when that file has the same environment; otherwise it is stopped and a fresh one loads
 * every module again. In Vitest's order the 13 node files are spread among the 62 jsdom
 * files, and so were most worker hand-overs (README "The fast unit loop").
 */
export class EnvironmentBatches implements TestSequencer {
  constructor(private readonly vitest: Vitest) {}

  // vitest/node is loaded here, not when vite.config.ts is: `vite build` reads that file too.
  private async base() {
    const { BaseSequencer } = await import('vitest/node');
    return new BaseSequencer(this.vitest);
  }

  async shard(files: TestSpecification[]) {
    return (await this.base()).shard(files);
  }

  async sort(files: TestSpecification[]) {
    const sorted = await (await this.base()).sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project))];
    const own = await Promise.all(
      sorted.map(async (spec) => (await environmentOf(spec)) === spec.project.config.environment),
    );
    const rank = (i: number) => projects.indexOf(sorted[i]!.project) * 2 + (own[i] ? 0 : 1);
    return sorted
      .map((_, i) => i)
      .sort((a, b) => rank(a) - rank(b) || a - b)
      .map((i) => sorted[i]!);
  }
}

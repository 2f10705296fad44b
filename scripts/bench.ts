// `npm run bench`: the whole performance report (issues #6, #20) in one table: the public
// card's Lighthouse run (bench:public, which builds dist-public), the owner's pages' Lighthouse
// runs and every route's first-visit bytes on that same build (bench:routes --no-build), and
// the 10,000-card list run (bench:list). Figures only: budgets are enforced by `npm run size`
// (.size-limit.mjs), never by wall-clock assertions. `npm run bench:routes -- --bytes` prints
// the byte table alone in seconds.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { RouteBench } from './bench-routes.ts';
import { kB } from './public-bundle.ts';
import { routeSizes } from './route-sizes.ts';

function run(script: string, args: string[] = []) {
  const result = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

console.log('== public card (Lighthouse) ==');
run('scripts/bench-public.ts');
console.log("\n== owner's pages (Lighthouse) and route sizes ==");
run('scripts/bench-routes.ts', ['--no-build']);
console.log('\n== card list (10,000 cards) ==');
run('scripts/bench-list.ts');

const rows: [string, string][] = routeSizes('dist-public').map((r) => [
  `first visit ${r.route}`,
  `JS ${kB(r.js)}, CSS ${kB(r.css)} gzip`,
]);
const routes = JSON.parse(readFileSync('/tmp/bench-routes.json', 'utf8')) as RouteBench[];
for (const { route, median: m } of routes) {
  rows.push([
    `${route}: Lighthouse (median of 3)`,
    `performance ${m.performance}, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`,
  ]);
}
const pub = readFileSync('/tmp/bench-public.txt', 'utf8');
const grab = (text: string, re: RegExp) => re.exec(text)?.[1] ?? '?';
rows.push(
  ['public card: Lighthouse performance (median of 3)', grab(pub, /performance score\s+(\d+)/)],
  ['public card: Lighthouse accessibility', grab(pub, /accessibility score\s+(\d+)/)],
  ['public card: LCP', `${grab(pub, /LCP\s+(\d+ ms)/)}`],
  ['public card: TBT', `${grab(pub, /TBT\s+(\d+ ms)/)}`],
  ['public card: CLS', grab(pub, /CLS\s+([\d.]+)/)],
);
const list = readFileSync('/tmp/bench-list.txt', 'utf8');
for (const size of ['100', '10000']) {
  const line = list.split('\n').find((l) => l.startsWith(`${size} `)) ?? '';
  const [first = '?', , filter = '?'] = [...line.matchAll(/([\d.]+) ms/g)].map((m) => `${m[1]} ms`);
  rows.push(
    [`all-profiles with ${size} cards: first render`, first],
    [`all-profiles with ${size} cards: filter keystroke (median)`, filter],
  );
}
const width = Math.max(...rows.map(([k]) => k.length));
console.log('\n== Tapcard performance report ==');
for (const [key, value] of rows) console.log(`${key.padEnd(width)}  ${value}`);

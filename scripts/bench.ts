// `npm run bench`: the whole performance report (issue #6) in one table: the route-size report
// (gzip bytes of each route's first visit), the public card's Lighthouse run (bench:public)
// and the 10,000-card list run (bench:list). Figures only: budgets are enforced by
// `npm run size` (.size-limit.ts), never by wall-clock assertions.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { routeSizes } from './route-sizes.ts';

function run(script: string, args: string[] = []) {
  const result = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${script} failed`);
}

console.log('== route sizes ==');
run('scripts/route-sizes.ts');
console.log('\n== public card (Lighthouse) ==');
run('scripts/bench-public.ts');
console.log('\n== card list (10,000 cards) ==');
run('scripts/bench-list.ts');

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const rows: [string, string][] = routeSizes('dist-bench').map((r) => [
  `first visit ${r.route}`,
  `JS ${kb(r.js)}, CSS ${kb(r.css)} gzip`,
]);
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

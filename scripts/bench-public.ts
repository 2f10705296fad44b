// `npm run bench:public`: how fast the public card is for a visitor on a phone (issues #4, #10).
// Builds the app for production (no mock code), serves it with `vite preview` proxied to the
// HTTP mock backend, runs Lighthouse three times (mobile, default simulated throttling) against
// the seeded full card, and prints the medians of the performance and accessibility scores,
// FCP, LCP, TBT and CLS, with the gzip bytes of everything loaded without interaction: from
// the build's manifest (what `npm run size` budgets) and from the scripts and stylesheets
// Lighthouse saw load until the network was idle (the two must agree).
// The edge row (issue #18): the same card through the card renderer on workerd (`edge:preview`),
// three more Lighthouse runs; `--no-edge` skips it.
// Figures go to stdout and /tmp/bench-public.txt. Usage: tsx scripts/bench-public.ts [--no-build] [--no-edge]
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchBuild, describeRuns, lighthouseRuns, medianRun } from './lighthouse.ts';
import { run, runMain, servePreviewWithMockApi, start, waitForUrl } from './processes.ts';
import { forbiddenIn, gzipBytes, kB, publicBundle } from './public-bundle.ts';
import { testPort } from './test-ports.ts';

const apiPort = testPort(4327);
const appPort = testPort(4328);
const edgePort = testPort(4329);
const outDir = 'dist-public';
const runs = 3;
const cardPath = '/profile/6650a1f0c0ffee0000000011'; // seeded full card
const cardUrl = `http://127.0.0.1:${appPort}${cardPath}`;
const edgeUrl = `http://127.0.0.1:${edgePort}${cardPath}`;

async function main() {
  if (!process.argv.includes('--no-build')) await benchBuild(outDir);
  // Never registered in a build without mocks, but a production server would not ship it.
  rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
  const bundle = publicBundle(outDir);
  const forbidden = forbiddenIn(bundle);
  if (forbidden.length)
    throw new Error(`The card's first download includes:\n${forbidden.join('\n')}`);

  await servePreviewWithMockApi(outDir, apiPort, appPort);
  const probe = await fetch(
    `http://127.0.0.1:${appPort}/api/profile/6650a1f0c0ffee0000000011?count=false`,
  );
  if (!probe.ok) throw new Error(`the preview server does not reach the mock API: ${probe.status}`);

  const results = await lighthouseRuns({ url: cardUrl, name: 'public-card', dist: outDir }, runs);
  const m = medianRun(results);
  const js = gzipBytes(bundle.js);
  const css = gzipBytes(bundle.css);
  const lines = [
    `Public card (/profile/{id}), production build, Lighthouse mobile (simulated throttling), median of ${runs} runs`,
    `  performance score   ${m.performance}`,
    `  accessibility score ${m.accessibility}`,
    `  FCP                 ${Math.round(m.fcpMs)} ms`,
    `  LCP                 ${Math.round(m.lcpMs)} ms`,
    `  TBT                 ${Math.round(m.tbtMs)} ms`,
    `  CLS                 ${m.cls.toFixed(3)}`,
    `Loaded without interaction (gzip, budget 90 kB JS / 15 kB CSS): JS ${kB(js)} (${bundle.js.length} files; ${kB(gzipBytes(bundle.afterJs))} of it loaded after the card), CSS ${kB(css)}`,
    `Seen by Lighthouse until network idle (gzip, median): JS ${kB(m.seenJs)}, CSS ${kB(m.seenCss)}`,
    `Runs: ${describeRuns(results)}`,
  ];
  if (!process.argv.includes('--no-edge')) lines.push(...(await edgeRow()));
  console.log(lines.join('\n'));
  writeFileSync('/tmp/bench-public.txt', `${lines.join('\n')}\n`);
}

/**
 * The card through the card renderer on workerd (issue #18): the app and the renderer built by
 * scripts/edge-build.ts (dist/, dist-edge/), `wrangler dev` against the same mock API.
 */
async function edgeRow(): Promise<string[]> {
  await run('npx', ['tsx', 'scripts/edge-build.ts']);
  start('npx', ['tsx', 'scripts/edge-preview.ts', '--no-build'], {
    PORT: String(edgePort),
    API_TARGET: `http://127.0.0.1:${apiPort}`,
  });
  await waitForUrl(`http://127.0.0.1:${edgePort}/default-logo.svg`, 120_000);
  const results = await lighthouseRuns({ url: edgeUrl, name: 'edge-card', dist: outDir }, runs);
  const m = medianRun(results);
  return [
    `Edge (card renderer on workerd, npm run edge:preview), Lighthouse mobile, median of ${runs} runs`,
    `  performance ${m.performance}, accessibility ${m.accessibility}, FCP ${Math.round(m.fcpMs)} ms, LCP ${Math.round(m.lcpMs)} ms, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`,
    `Edge runs: ${describeRuns(results, { accessibility: false })}`,
  ];
}

runMain(main);

// Byte budgets, checked by `npm run size` on a production build in dist-public (or in
// SIZE_LIMIT_DIST: scripts/route-budgets.test.ts points it at small fixture builds). All gzip,
// KB = 1000 bytes.
//
// The public card (ADR 0005): everything a visit of /profile/{id} loads without interaction
// (the dispatcher, the lean card page and whatever it loads after rendering;
// scripts/public-bundle.ts) at most 91.5 KB of JS and 15 KB of CSS. It was 90 KB until contact
// exchange and insights: the card answer's validator checks the `exchange` section and
// `capabilities`, the card offers the exchange, and the insights event chunk (counted since it
// loads after the first paint without a tap) adds 0.5 KB. Some came back since (icons the card
// never shows, the modulepreload polyfill, the card page in the card's chunk behind a one-line
// entry, preload lists without the files already loaded: build/preload-dependencies.ts).
// Measured 90.8 KB on 2026-11-27; then 91.1 KB (91 KB before), once the card answer's validator
// checks every text field for control characters (contract "Reference rules", text fields), so
// a stored name with a CR LF falls back to its default instead of reaching the contact file or
// the page. Two levers are left, and both are declined: fold the events
// into the card's chunk (insights must load their code after the first paint) or load the dialog
// frame on the tap (a round trip before a chooser opens); docs/performance.md.
// The build must also hold none of the code a visitor never needs before a tap (the app,
// Mantine, the router, TanStack Query, forms): this config fails before measuring if it does.
//
// Every other route (ADR 0013, docs/performance.md): the JS and the CSS of a first visit (the
// dispatcher, the app, the route's lazy module, the dashboard shell for /dashboard/…, and their
// static imports; scripts/route-sizes.ts), one budget each.
import { forbiddenIn, publicBundle } from './scripts/public-bundle.ts';
import { routeBudgets } from './scripts/route-budgets.ts';
import { routeBundles } from './scripts/route-sizes.ts';

const dist = process.env.SIZE_LIMIT_DIST || 'dist-public';

const bundle = publicBundle(dist);
const forbidden = forbiddenIn(bundle);
if (forbidden.length > 0) {
  throw new Error(
    `The public card's download without interaction includes code it must not:\n${forbidden.join('\n')}`,
  );
}

const routes = routeBundles(dist).filter((r) => r.route !== '/profile/{id}');
for (const name of Object.keys(routeBudgets)) {
  if (!routes.some((r) => r.route === name))
    throw new Error(`.size-limit.mjs budgets ${name}, which scripts/route-sizes.ts does not know`);
}

export default [
  {
    name: '/profile/{id}: all JS loaded without interaction',
    path: bundle.js,
    gzip: true,
    limit: '91.5 KB',
  },
  {
    name: '/profile/{id}: all CSS loaded without interaction',
    path: bundle.css,
    gzip: true,
    limit: '15 KB',
  },
  ...routes.flatMap(({ route, js, css }) => {
    const budget = routeBudgets[route];
    if (!budget) throw new Error(`${route} has no budget in .size-limit.mjs`);
    return [
      { name: `${route}: JS of a first visit`, path: js, gzip: true, limit: budget.js },
      { name: `${route}: CSS of a first visit`, path: css, gzip: true, limit: budget.css },
    ];
  }),
];

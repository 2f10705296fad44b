// Byte budgets, checked by `npm run size` on a production build in dist-public (or in
// SIZE_LIMIT_DIST: scripts/route-budgets.test.ts points it at small fixture builds). All gzip,
// KB = 1000 bytes.
//
// The public card (ADR 0005): everything a visit of /profile/{id} loads without interaction (the
// card's entry, src/card/main.tsx, with its static imports and the insights events it loads
// after rendering; scripts/public-bundle.ts) at most 94 KB of JS and 15 KB of CSS, with the
// dialog frame on the card and the insights events after paint: the card's 91 KB and 3 KB for
// the interface's languages (Lingui, the language menu, the English first screen's messages;
// docs/decisions/0018-languages-library.md). Measured 93.93 KB on 2026-11-29, with the card’s
// own words per language, the card document's language script and the Lingui instance in the
// card's context (the editor's Live Preview in the language being edited).
// The build must also hold none of the code a visitor never needs before a tap (the app,
// Mantine, the router, TanStack Query, forms): this config fails before measuring if it does.
//
// Every other route (ADR 0013, docs/performance.md): the JS and the CSS of a first visit (the
// app's entry, the route's lazy module, the dashboard shell for /dashboard/…, and their
// static imports; scripts/route-sizes.ts), one budget each.
import { forbiddenIn, languageScriptFiles, publicBundle } from './scripts/public-bundle.ts';
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
    limit: '94 KB',
  },
  {
    name: '/profile/{id}: all CSS loaded without interaction',
    path: bundle.css,
    gzip: true,
    limit: '15 KB',
  },
  {
    // Part of the above: the card document's language script and what it imports, which must
    // arrive long before the card's code to start a visitor's language sooner (a few kB, never
    // React's chunk: build/card-document.ts).
    name: '/profile/{id}: the language script with its static imports',
    path: languageScriptFiles(dist),
    gzip: true,
    limit: '3 KB',
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

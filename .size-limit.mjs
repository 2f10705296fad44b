// Size budget of the public card (issue #4 "Speed"), checked by `npm run size` on a production
// build in dist-public: the first visit of /profile/{id} at most 156 KB of JS and 30 KB of CSS,
// gzip. (150 KB until issue #9 added the response boundary, +6.7 KB measured of the +8 KB it
// may add: docs/decisions/0004-response-boundary.md.) The build must also hold none of the code a visitor never needs (see
// scripts/public-bundle.ts): this config fails before measuring if it does.
import { forbiddenIn, publicBundle } from './scripts/public-bundle.ts';

const bundle = publicBundle('dist-public');
const forbidden = forbiddenIn(bundle);
if (forbidden.length > 0) {
  throw new Error(
    `The public card's first download includes code it must not:\n${forbidden.join('\n')}`,
  );
}

export default [
  {
    name: '/profile/{id}: initial JS (app shell and card)',
    path: bundle.js,
    gzip: true,
    limit: '156 KB',
  },
  { name: '/profile/{id}: CSS', path: bundle.css, gzip: true, limit: '30 KB' },
  {
    name: '/profile/{id}: the card on top of the app shell',
    path: bundle.routeJs,
    gzip: true,
    limit: '20 KB',
  },
];

// Byte budget of the public card (issue #10), checked by `npm run size` on a production build in
// dist-public: everything a visit of /profile/{id} loads without interaction (the dispatcher,
// the lean card page and whatever it loads after rendering; scripts/public-bundle.ts) at most 90 KB of
// JS and 15 KB of CSS, gzip. The build must also hold none of the code a visitor never needs
// before a tap (the app, Mantine, the router, TanStack Query, forms): this config fails before
// measuring if it does.
import { forbiddenIn, publicBundle } from './scripts/public-bundle.ts';

const bundle = publicBundle('dist-public');
const forbidden = forbiddenIn(bundle);
if (forbidden.length > 0) {
  throw new Error(
    `The public card's download without interaction includes code it must not:\n${forbidden.join('\n')}`,
  );
}

export default [
  {
    name: '/profile/{id}: all JS loaded without interaction',
    path: bundle.js,
    gzip: true,
    limit: '90 KB',
  },
  {
    name: '/profile/{id}: all CSS loaded without interaction',
    path: bundle.css,
    gzip: true,
    limit: '15 KB',
  },
];

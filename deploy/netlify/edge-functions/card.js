// Netlify Edge Function (issue #18, README "Deploy"): the card renderer on /profile/*. Copy this
// folder to netlify/edge-functions/ at the project root; build with
// `npm run edge:build && cp deploy/netlify/_* dist/`; set API_ORIGIN in the site's environment.
/* global Netlify */
import { cardHandler } from '../../dist-edge/web.js';

let handle;

export default (request) => {
  handle ??= cardHandler(Netlify.env.get('API_ORIGIN'));
  return handle(request);
};

export const config = { path: '/profile/*' };

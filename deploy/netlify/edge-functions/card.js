// Netlify Edge Function (README "Deploy"): the card renderer on the card's paths. Copy this
// folder to netlify/edge-functions/ at the project root; build with
// `npm run edge:build && cp deploy/netlify/_* dist/`; set API_ORIGIN and PUBLIC_ORIGIN (the site's
// origin, e.g. https://cards.example.com) in the site's environment. `context.ip` is the client's
// address as Netlify's edge saw the connection.
// Written by `npm run deploy:gen` (scripts/deploy-files.ts) from src/config/paths.ts,
// http-headers.ts and api-proxy.ts: edit those, not this file.
/* global Netlify */
import { cardHandler } from '../../dist-edge/web.js';

let handle;

export default (request, context) => {
  handle ??= cardHandler(Netlify.env.get('API_ORIGIN'), Netlify.env.get('PUBLIC_ORIGIN'));
  return handle(request, { ip: context.ip });
};

export const config = { path: ['/profile/:profileId', '/profile/:profileId/contact.vcf'] };

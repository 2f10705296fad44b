// Vercel Routing Middleware (README "Deploy"): the card renderer on the card's paths, on
// Vercel's edge runtime. Copy to `middleware.js` at the project root beside vercel.json; build
// command `npm run edge:build`; set API_ORIGIN and PUBLIC_ORIGIN (the site's origin, e.g.
// https://cards.example.com) in the project's environment. `x-real-ip` is the client's address,
// set by Vercel's edge (it overwrites what a client sends).
// Written by `npm run deploy:gen` (scripts/deploy-files.ts) from src/config/paths.ts,
// http-headers.ts and api-proxy.ts: edit those, not this file.
import { cardHandler } from './dist-edge/web.js';

let handle;

export default function middleware(request) {
  handle ??= cardHandler(process.env.API_ORIGIN, process.env.PUBLIC_ORIGIN);
  return handle(request, { ip: request.headers.get('x-real-ip') ?? undefined });
}

export const config = { matcher: ['/profile/:profileId', '/profile/:profileId/contact.vcf'] };

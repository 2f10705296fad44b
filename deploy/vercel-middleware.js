// Vercel Routing Middleware (issue #18, README "Deploy"): the card renderer on /profile/*, on
// Vercel's edge runtime. Copy to `middleware.js` at the project root beside vercel.json; build
// command `npm run edge:build`; set API_ORIGIN in the project's environment.
import { cardHandler } from './dist-edge/web.js';

let handle;

export default function middleware(request) {
  handle ??= cardHandler(process.env.API_ORIGIN);
  return handle(request);
}

export const config = { matcher: '/profile/:path*' };

// The hosts' files (docs/deploy.md), written from the one path module (src/config/paths.ts: the
// card's path answers the card's document, every other path the app's index.html), the headers
// (src/config/http-headers.ts) and the API proxy's rules (src/config/api-proxy.ts):
// `npm run deploy:gen` writes them, scripts/deploy-files.test.ts fails when one on disk differs
// from what this writes, and `npm run test:deploy` serves a build with the nginx one. Edit this
// file (or those modules), never the generated files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { cardDocumentFile } from '../build/card-document.ts';
import { apiPath, forwardedHeaderNames, type Forwarded } from '../src/config/api-proxy.ts';
import {
  assetCacheControl,
  assetsPath,
  documentCacheControl,
  responseHeaders,
} from '../src/config/http-headers.ts';
import { cardAnswerUrlOf, cardPreloadParams, profileIdSource } from '../src/config/card-preload.ts';
import { patternSource, paths } from '../src/config/paths.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The app's document: every path that is neither a file nor the card's. */
const appDocumentFile = 'index.html';

/** nginx's `gzip_comp_level`: zlib's default level (nginx's own default is 1). */
export const gzipLevel = 6;

/** The paths the card renderer (edge/) answers: the card and its contact file. */
export const rendererPatterns = [paths.card, paths.cardContactFile];

// Converters: a pattern of src/config/paths.ts in each host's syntax.

/**
 * `pattern` when each of its segments is literal or one `:param`, the part of React Router's
 * syntax every host below can say. @throws otherwise (a `*` or an optional segment).
 */
function convertible(pattern: string): string {
  if (!/^(\/([\w.-]+|:\w+))+$/.test(pattern)) {
    throw new Error(`${pattern}: only literal and :param segments convert to the hosts' syntax`);
  }
  return pattern;
}

/**
 * nginx (`location ~`, PCRE): the pattern's regular expression as src/config/paths.ts matches it
 * (`patternSource`: anchored, each `:param` one segment, a trailing slash allowed).
 */
export function nginxRegex(pattern: string, params: Record<string, string> = {}): string {
  return patternSource(convertible(pattern), params);
}

/**
 * Netlify (`_redirects` placeholders, an Edge Function's URL Pattern `path`) and Vercel
 * (path-to-regexp in `vercel.json`'s `source` and the middleware's `matcher`): the pattern as it
 * is, for their `:name` is one path segment too.
 */
export function placeholderPattern(pattern: string): string {
  return convertible(pattern);
}

/**
 * Cloudflare's `assets.run_worker_first`: globs, where `*` is any run of characters, slashes
 * included (workers-shared's rules engine); each `:param` becomes a `*`. A glob another one
 * covers is left out: wrangler refuses it as redundant. Globs cannot say "one segment", so these
 * also run the Worker for paths such as `/profile/a/b`, which the renderer hands on to the
 * static files (edge/handler.ts, `notFound`).
 */
export function workerGlobs(patterns: readonly string[]): string[] {
  const globs = [...new Set(patterns.map((p) => convertible(p).replace(/:\w+/g, '*')))];
  const covers = (wide: string, narrow: string) =>
    wide !== narrow && wide.endsWith('*') && narrow.startsWith(wide.slice(0, -1));
  return globs.filter((glob) => !globs.some((other) => covers(other, glob)));
}

/** The proxy to the API in each host's syntax: `/api/*` (Netlify, Cloudflare), `/api/:path*` (Vercel). */
const apiGlob = `${apiPath}*`;

/**
 * What nginx sets each forwarded header from (src/config/api-proxy.ts `Forwarded`), and why: the
 * comment lines above it.
 */
const nginxForwarded: Record<keyof Forwarded, { from: string; why: string[] }> = {
  address: { from: '$remote_addr', why: ["The client's address as nginx saw the connection."] },
  host: {
    from: '$http_host',
    why: [
      "The page's own host and port as the browser sent them (`Host`, or HTTP/2's",
      '`:authority`). Not `$host`: it drops the port. Nor `$host:$server_port`: behind another',
      "proxy (a TLS terminator, a load balancer passing `Host` on) that is this nginx's own",
      "port, not the page's.",
    ],
  },
  protocol: { from: '$scheme', why: [] },
};

/** The header comment of each generated file: where it comes from. */
const generated = (comment: string) =>
  `${comment} Written by \`npm run deploy:gen\` (scripts/deploy-files.ts) from src/config/paths.ts,\n${comment} http-headers.ts and api-proxy.ts: edit those, not this file.`;

/** A generated JavaScript or JSON file as the project's Prettier settings write it. */
async function prettier(file: string, text: string): Promise<string> {
  const filepath = path.join(root, file);
  return format(text, { ...(await resolveConfig(filepath)), filepath });
}

/** deploy/nginx.conf: one server block; a host changes only the three lines marked HOST. */
export function nginxConf(): string {
  const headers = (indent: string) =>
    Object.entries(responseHeaders)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
  const revalidated = (file: string, comment: string) => `    # ${comment}
    location = /${file} {
        add_header Cache-Control "${documentCacheControl}" always;
${headers('        ')}
    }`;
  const forwarded = (Object.keys(nginxForwarded) as (keyof Forwarded)[])
    .flatMap((part) => [
      ...nginxForwarded[part].why.map((line) => `        # ${line}`),
      `        proxy_set_header ${forwardedHeaderNames[part]} ${nginxForwarded[part].from};`,
    ])
    .join('\n');
  return `# Tapcard production build behind nginx (docs/deploy.md). One server block; a host changes
# only the three lines marked HOST: \`listen\`, \`root\` and \`\${API_UPSTREAM}\`.
${generated('#')}
#
# - Docker (the official nginx image): the Dockerfile copies this file to
#   /etc/nginx/templates/default.conf.template; at start the image's envsubst step writes
#   /etc/nginx/conf.d/default.conf with \${API_UPSTREAM} replaced by the environment variable
#   of that name (it substitutes only variables that are set, so nginx's own $uri stays).
# - Plain nginx: nginx does not expand environment variables in its config; replace
#   \${API_UPSTREAM} yourself (\`envsubst '\${API_UPSTREAM}' < nginx.conf > site.conf\`) and
#   include the file inside \`http { }\`, after \`include mime.types;\`.
# Checked by scripts/deploy-check.ts (\`npm run test:deploy\`): documents, every header and the /api proxy.
server {
    listen 8080;                           # HOST: port (and address)
    root /usr/share/nginx/html;            # HOST: the folder \`npm run build\` wrote (dist/)
    server_tokens off;

    # Compression at zlib's default level, not nginx's (1): a phone's first visit of /login
    # downloads about 28 KB less script, and waits about 0.4 s less at 1.6 Mbps
    # (docs/performance.md "Compression"). Checked by \`npm run test:deploy\`.
    gzip on;
    gzip_comp_level ${gzipLevel};
    gzip_types text/css application/javascript application/json image/svg+xml;

    # The card request's count (src/config/card-preload.ts \`countParam\`): only count=false turns
    # tap counting off. Set for every request; only the card's Link header reads it.
    set $card_count true;
    if ($arg_count = false) {
        set $card_count false;
    }

    # Every answer: the security headers (src/config/http-headers.ts, docs/security.md).
    # nginx drops the server-level add_header lines in any location with add_header of its
    # own, so the locations below repeat them.
${headers('    ')}

    # Hashed file names (Vite): cache for a year, never revalidate. A missing asset is a 404,
    # never a document (a stale tab must not parse HTML as JavaScript).
    location ${assetsPath} {
        try_files $uri =404;
        add_header Cache-Control "${assetCacheControl}" always;
${headers('        ')}
    }

${revalidated(appDocumentFile, 'The documents name the current hashed assets: revalidate on every visit.')}

${revalidated(cardDocumentFile, `${cardDocumentFile}: the same.`)}

    # The card (${paths.card}, src/config/paths.ts) answers its own document. For a card id the
    # card asks the API about (the contract's ProfileId), the document comes with a Link header
    # that starts the card's one API request at once, not after the card's script has loaded
    # (src/config/card-preload.ts; the URL must be the card's, byte for byte). Delete that
    # add_header line if the app was built with VITE_API_BASE_URL (no /api on this origin).
    location ~ "${nginxRegex(paths.card, { profileId: profileIdSource })}" {
        set $card_id $1;
        rewrite ^ /${cardDocumentFile} break;
        add_header Cache-Control "${documentCacheControl}" always;
        add_header Link "<${cardAnswerUrlOf('$card_id', '$card_count')}>; ${cardPreloadParams}" always;
${headers('        ')}
    }

    # Any other card path: the card's document, which answers "not found" without asking.
    location ~ "${nginxRegex(paths.card)}" {
        try_files $uri /${cardDocumentFile};
    }

    # Every other path that is not a file answers the app's document; its router shows
    # "Page not found !" for unknown paths.
    location / {
        try_files $uri /${appDocumentFile};
    }

    # Optional: the API on the same origin, so the session cookie stays first-party
    # (SameSite=Lax works, no CORS). Unused when the app was built with VITE_API_BASE_URL.
    # The forwarded headers replace the client's (src/config/api-proxy.ts): the API keys its
    # throttles by X-Forwarded-For (contract "Throttles"), so it must not be forgeable, and may
    # accept a proxied request's Origin when it equals the forwarded origin (the HTTP mock does).
    location ${apiPath} {
        proxy_pass \${API_UPSTREAM};            # HOST: e.g. http://10.0.0.5:4000 (no path)
        proxy_set_header Host $proxy_host;
${forwarded}
        client_max_body_size 5m;
    }
}
`;
}

/** deploy/netlify/_redirects. */
export function netlifyRedirects(): string {
  return `# Netlify: copy next to index.html in the published folder (docs/deploy.md).
${generated('#')}
# Optional same-origin API (keeps the session cookie first-party); delete it if the app
# was built with VITE_API_BASE_URL.
${apiGlob}  https://api.example.com${apiPath}:splat  200
# The card answers its own document.
${placeholderPattern(paths.card)}  /${cardDocumentFile}  200
# Every other path that is not a file answers the app's document.
/*  /${appDocumentFile}  200
`;
}

/** deploy/netlify/_headers (and dist/_headers, which Cloudflare's assets binding reads). */
export function netlifyHeaders(): string {
  return `# Netlify: copy next to index.html in the published folder (docs/deploy.md).
${generated('#')}
# Netlify's default Cache-Control (max-age=0, must-revalidate) suits the documents; a second
# Cache-Control on /* would be merged into the assets' one.
/*
${Object.entries(responseHeaders)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}
${assetsPath}*
  Cache-Control: ${assetCacheControl}
`;
}

/** deploy/vercel.json (JSON has no comments, and Vercel refuses unknown keys: see docs/deploy.md). */
export function vercelJson(): Promise<string> {
  const config = {
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    rewrites: [
      { source: `${apiPath}:path*`, destination: `https://api.example.com${apiPath}:path*` },
      { source: placeholderPattern(paths.card), destination: `/${cardDocumentFile}` },
      { source: `/((?!${assetsPath.slice(1)}).*)`, destination: `/${appDocumentFile}` },
    ],
    headers: [
      {
        source: '/(.*)',
        headers: Object.entries(responseHeaders).map(([key, value]) => ({ key, value })),
      },
      {
        source: `${assetsPath}(.*)`,
        headers: [{ key: 'Cache-Control', value: assetCacheControl }],
      },
    ],
  };
  return prettier('deploy/vercel.json', JSON.stringify(config, null, 2));
}

/** The card renderer's paths on Vercel: its Routing Middleware's `config`. */
export const vercelMiddlewareConfig = { matcher: rendererPatterns.map(placeholderPattern) };

/** deploy/vercel-middleware.js: the card renderer on Vercel's edge runtime. */
export function vercelMiddleware(): Promise<string> {
  return prettier(
    'deploy/vercel-middleware.js',
    `// Vercel Routing Middleware (README "Deploy"): the card renderer on the card's paths, on
// Vercel's edge runtime. Copy to \`middleware.js\` at the project root beside vercel.json; build
// command \`npm run edge:build\`; set API_ORIGIN and PUBLIC_ORIGIN (the site's origin, e.g.
// https://cards.example.com) in the project's environment. \`x-real-ip\` is the client's address,
// set by Vercel's edge (it overwrites what a client sends).
${generated('//')}
import { cardHandler } from './dist-edge/web.js';

let handle;

export default function middleware(request) {
  handle ??= cardHandler(process.env.API_ORIGIN, process.env.PUBLIC_ORIGIN);
  return handle(request, { ip: request.headers.get('x-real-ip') ?? undefined });
}

export const config = ${JSON.stringify(vercelMiddlewareConfig)};
`,
  );
}

/** The card renderer's paths on Netlify: its Edge Function's `config` (URL Patterns). */
export const netlifyFunctionConfig = { path: rendererPatterns.map(placeholderPattern) };

/** deploy/netlify/edge-functions/card.js: the card renderer as a Netlify Edge Function. */
export function netlifyFunction(): Promise<string> {
  return prettier(
    'deploy/netlify/edge-functions/card.js',
    `// Netlify Edge Function (README "Deploy"): the card renderer on the card's paths. Copy this
// folder to netlify/edge-functions/ at the project root; build with
// \`npm run edge:build && cp deploy/netlify/_* dist/\`; set API_ORIGIN and PUBLIC_ORIGIN (the site's
// origin, e.g. https://cards.example.com) in the site's environment. \`context.ip\` is the client's
// address as Netlify's edge saw the connection.
${generated('//')}
/* global Netlify */
import { cardHandler } from '../../dist-edge/web.js';

let handle;

export default (request, context) => {
  handle ??= cardHandler(Netlify.env.get('API_ORIGIN'), Netlify.env.get('PUBLIC_ORIGIN'));
  return handle(request, { ip: context.ip });
};

export const config = ${JSON.stringify(netlifyFunctionConfig)};
`,
  );
}

/** The paths Cloudflare runs the Worker for before its static files: the renderer's and `/api`. */
export const workerFirst = [...workerGlobs(rendererPatterns), apiGlob];

/** edge/wrangler.jsonc: the card renderer on Cloudflare Workers, in front of the static build. */
export function wranglerJsonc(): Promise<string> {
  return prettier(
    'edge/wrangler.jsonc',
    `// Cloudflare Workers (README "Deploy"): the card renderer in front of the static
// build. \`npm run edge:build\` writes both folders; \`npx wrangler deploy -c edge/wrangler.jsonc\`
// publishes them (set API_ORIGIN to your API and PUBLIC_ORIGIN to the site's origin, e.g.
// \`--var PUBLIC_ORIGIN:https://cards.example.com\`). \`npm run edge:preview\` runs this locally on
// workerd. The Worker runs first for the card's paths (rendered) and /api (proxied); everything
// else is served from the assets binding with the headers of dist/_headers.
${generated('//')}
{
  "$schema": "../node_modules/wrangler/config-schema.json",
  "name": "tapcard-card-renderer",
  "main": "../dist-edge/worker.js",
  "compatibility_date": "2026-10-23",
  "assets": {
    "directory": "../dist",
    "binding": "ASSETS",
    "not_found_handling": "single-page-application",
    "run_worker_first": ${JSON.stringify(workerFirst)},
  },
  "vars": { "API_ORIGIN": "http://127.0.0.1:4000" },
  "observability": { "enabled": true },
}
`,
  );
}

/** Each generated file, by its path from the project root. */
export const deployFiles: Record<string, () => string | Promise<string>> = {
  'deploy/nginx.conf': nginxConf,
  'deploy/netlify/_redirects': netlifyRedirects,
  'deploy/netlify/_headers': netlifyHeaders,
  'deploy/netlify/edge-functions/card.js': netlifyFunction,
  'deploy/vercel.json': vercelJson,
  'deploy/vercel-middleware.js': vercelMiddleware,
  'edge/wrangler.jsonc': wranglerJsonc,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, write] of Object.entries(deployFiles)) {
    writeFileSync(path.join(root, file), await write());
    console.log(`wrote ${file}`);
  }
}

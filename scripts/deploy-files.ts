// The hosts' files in deploy/ (docs/deploy.md), written from the route table
// (src/config/routes.ts: which paths answer which document) and the security headers
// (src/config/http-headers.ts): `npm run deploy:gen` writes them, scripts/deploy-files.test.ts fails when
// one on disk differs from what this writes, and `npm run test:deploy` serves a build with the
// nginx one. Edit this file (or the table, or the headers), never the generated files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pages, type Page } from '../src/config/routes.ts';
import { responseHeaders } from '../src/config/http-headers.ts';

/** Hashed file names (Vite): cached for a year, never revalidated. */
export const assetCacheControl = 'public, max-age=31536000, immutable';

/** The pages with a document of their own (the card's profile.html). */
const documentPages = pages.filter((page): page is Page & { document: string } => !!page.document);

/**
 * The path prefix a document's page is matched by on hosts that match prefixes (nginx, Netlify):
 * its path up to its first parameter, e.g. `/profile/` for `/profile/:profileId`.
 */
export function hostPrefix(page: Page): string {
  const param = page.path.search(/[:*]/);
  if (param < 0) throw new Error(`${page.path}: a document's page needs a parameter`);
  return page.path.slice(0, param);
}

const generated = (comment: string) =>
  `${comment} Written by \`npm run deploy:gen\` (scripts/deploy-files.ts) from src/config/routes.ts\n${comment} and scripts/csp.ts: edit those, not this file.`;

/** deploy/nginx.conf: one server block; a host changes only the three lines marked HOST. */
export function nginxConf(): string {
  const headers = (indent: string) =>
    Object.entries(responseHeaders)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
  const noCache = (location: string, comment: string) => `    # ${comment}
    location ${location} {
        add_header Cache-Control "no-cache" always;
${headers('        ')}
    }`;
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
# Checked by scripts/deploy-check.ts (\`npm run test:deploy\`): fallback, every header and the /api proxy.
server {
    listen 8080;                           # HOST: port (and address)
    root /usr/share/nginx/html;            # HOST: the folder \`npm run build\` wrote (dist/)
    server_tokens off;

    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml;

    # Every answer: the security headers (scripts/csp.ts, docs/security.md).
    # nginx drops the server-level add_header lines in any location with add_header of its
    # own, so the locations below repeat them.
${headers('    ')}

    # Hashed file names (Vite): cache for a year, never revalidate. A missing asset is a 404,
    # never index.html (a stale tab must not parse HTML as JavaScript).
    location /assets/ {
        try_files $uri =404;
        add_header Cache-Control "${assetCacheControl}" always;
${headers('        ')}
    }

${[
  noCache(
    '= /index.html',
    'The documents name the current hashed assets: revalidate on every visit.',
  ),
  ...documentPages.map((page) => noCache(`= /${page.document}`, `${page.document}: the same.`)),
].join('\n\n')}

${documentPages
  .map(
    (page) => `    # ${page.path} answers ${page.document} (src/config/routes.ts).
    location ${hostPrefix(page)} {
        try_files $uri /${page.document};
    }`,
  )
  .join('\n\n')}

    # SPA fallback: any other client route answers index.html; the router
    # shows "Page not found !" for unknown paths.
    location / {
        try_files $uri /index.html;
    }

    # Optional: the API on the same origin, so the session cookie stays first-party
    # (SameSite=Lax works, no CORS). Unused when the app was built with VITE_API_BASE_URL.
    location /api/ {
        proxy_pass \${API_UPSTREAM};            # HOST: e.g. http://10.0.0.5:4000 (no path)
        proxy_set_header Host $proxy_host;
        # The client's address as nginx saw it, replacing whatever the client sent: the API
        # keys its throttles by it (contract "Throttles"), so it must not be forgeable.
        proxy_set_header X-Forwarded-For $remote_addr;
        proxy_set_header X-Forwarded-Proto $scheme;
        # The page's own host and port as the browser sent them (\`Host\`, or HTTP/2's
        # \`:authority\`), replacing the client's: the API may accept a proxied request's Origin
        # when it equals the forwarded origin (the HTTP mock does). Not \`$host\`: it drops the
        # port. Nor \`$host:$server_port\`: behind another proxy (a TLS terminator, a load
        # balancer passing \`Host\` on) that is this nginx's own port, not the page's.
        proxy_set_header X-Forwarded-Host $http_host;
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
/api/*  https://api.example.com/api/:splat  200
${documentPages
  .map(
    (page) =>
      `# ${page.path} answers ${page.document}.\n${hostPrefix(page)}*  /${page.document}  200`,
  )
  .join('\n')}
# SPA fallback: every other client route answers index.html.
/*  /index.html  200
`;
}

/** deploy/netlify/_headers. */
export function netlifyHeaders(): string {
  return `# Netlify: copy next to index.html in the published folder (docs/deploy.md).
${generated('#')}
# Netlify's default Cache-Control (max-age=0, must-revalidate) suits the documents; a second
# Cache-Control on /* would be merged into the assets' one.
/*
${Object.entries(responseHeaders)
  .map(([name, value]) => `  ${name}: ${value}`)
  .join('\n')}
/assets/*
  Cache-Control: ${assetCacheControl}
`;
}

/** deploy/vercel.json (JSON has no comments, and Vercel refuses unknown keys: see docs/deploy.md). */
export function vercelJson(): string {
  const config = {
    buildCommand: 'npm run build',
    outputDirectory: 'dist',
    rewrites: [
      { source: '/api/:path*', destination: 'https://api.example.com/api/:path*' },
      ...documentPages.map((page) => ({ source: page.path, destination: `/${page.document}` })),
      { source: '/((?!assets/).*)', destination: '/index.html' },
    ],
    headers: [
      {
        source: '/(.*)',
        headers: Object.entries(responseHeaders).map(([key, value]) => ({ key, value })),
      },
      {
        source: '/assets/(.*)',
        headers: [{ key: 'Cache-Control', value: assetCacheControl }],
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** Each generated file, by its path from the project root. */
export const deployFiles: Record<string, () => string> = {
  'deploy/nginx.conf': nginxConf,
  'deploy/netlify/_redirects': netlifyRedirects,
  'deploy/netlify/_headers': netlifyHeaders,
  'deploy/vercel.json': vercelJson,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  for (const [file, write] of Object.entries(deployFiles)) {
    writeFileSync(path.join(root, file), write());
    console.log(`wrote ${file}`);
  }
}

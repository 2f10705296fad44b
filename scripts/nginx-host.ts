// Debian's nginx serving a production build with deploy/nginx.conf as a host would (only
// `listen`, `root` and `${API_UPSTREAM}` changed, docs/deploy.md), from a temporary prefix: no
// Docker and no root-owned paths. Used by `npm run test:deploy` (scripts/deploy-check.ts) and
// `npm run bench` (scripts/bench.ts, over HTTP/2 and TLS with a certificate made for the run).
// nginx runs as a child of scripts/processes.ts, so it ends with the script's other servers (on
// exit and on Ctrl-C: it leads a process group of its own, which the terminal's SIGINT misses).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { atStop, ensurePortFree, listens, start, stop as stopProcess } from './processes.ts';

/** The nginx binary: `NGINX_PATH`, else Debian's. */
export const nginxBin = process.env.NGINX_PATH || '/usr/sbin/nginx';

/**
 * deploy/nginx.conf with a host's three changes, as docs/deploy.md tells a host to make them;
 * with `tls`, the `listen` line takes `ssl http2` and the certificate follows it (what a host
 * terminating TLS in nginx adds).
 * @throws when one of the three lines is missing (the config drifted from the docs).
 */
export function hostConfig(
  source: string,
  host: { port: number; root: string; api: string; tls?: { cert: string; key: string } },
) {
  const listen = host.tls
    ? `listen 127.0.0.1:${host.port} ssl http2;\n    ssl_certificate ${host.tls.cert};\n    ssl_certificate_key ${host.tls.key};`
    : `listen 127.0.0.1:${host.port};`;
  // Replacer functions: a `$` in a folder or URL is text, not a replacement pattern.
  const replaced = source
    .replace(/^(\s*)listen\s+[^;]+;/m, (_, indent: string) => `${indent}${listen}`)
    .replace(/^(\s*)root\s+[^;]+;/m, (_, indent: string) => `${indent}root ${host.root};`)
    .replaceAll('${API_UPSTREAM}', () => host.api);
  for (const needle of [listen, `root ${host.root};`, host.api]) {
    if (!replaced.includes(needle)) throw new Error(`deploy/nginx.conf: no line for ${needle}`);
  }
  return replaced;
}

/** A running nginx: its base URL (`http://…` or `https://…`) and how to stop it. */
export type NginxHost = { base: string; stop: () => void };

/**
 * Starts nginx with `deploy/nginx.conf` (read from `project`) serving `root` on 127.0.0.1:`port`,
 * `/api` proxied to `api`; with `tls: true`, over HTTP/2 and TLS with a self-signed certificate
 * for 127.0.0.1 made by openssl in the prefix. Resolves once it answers.
 * @throws when nginx is missing, the port is taken (`ensurePortFree`), or nginx does not answer
 * within 20 s (with its error log).
 */
export async function startNginxHost(options: {
  project: string;
  root: string;
  api: string;
  port: number;
  tls?: boolean;
}): Promise<NginxHost> {
  if (!existsSync(nginxBin)) {
    throw new Error(
      `nginx not found at ${nginxBin}: run "apt-get install -y nginx" or set NGINX_PATH.`,
    );
  }
  await ensurePortFree(options.port);
  const probe = `http://127.0.0.1:${options.port}`;
  const prefix = mkdtempSync(path.join(tmpdir(), 'tapcard-nginx-'));
  mkdirSync(path.join(prefix, 'tmp'));
  let tls: { cert: string; key: string } | undefined;
  if (options.tls) {
    tls = { cert: path.join(prefix, 'cert.pem'), key: path.join(prefix, 'key.pem') };
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      tls.key,
      '-out',
      tls.cert,
    ]);
    if (made.status !== 0) throw new Error(`openssl: ${String(made.stderr)}`);
  }
  writeFileSync(
    path.join(prefix, 'site.conf'),
    hostConfig(readFileSync(path.join(options.project, 'deploy/nginx.conf'), 'utf8'), {
      port: options.port,
      root: options.root,
      api: options.api,
      tls,
    }),
  );
  // The parts of /etc/nginx/nginx.conf a host already has, pointed into the temporary prefix.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${prefix}/tmp/${t};`).join('\n')}
  include ${prefix}/site.conf;
}
`,
  );
  const removePrefix = () => rmSync(prefix, { recursive: true, force: true });
  atStop(removePrefix);
  // Its errors go to error.log (`-e`), printed below when it does not start.
  const nginx = start(nginxBin, [
    '-p',
    `${prefix}/`,
    '-c',
    `${prefix}/nginx.conf`,
    '-e',
    `${prefix}/error.log`,
  ]);
  const stop = () => {
    stopProcess(nginx);
    removePrefix();
  };
  const base = `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`;
  for (let i = 0; i < 80 && nginx.exitCode === null; i += 1) {
    if (await listens(probe)) return { base, stop };
    await sleep(250);
  }
  const log = existsSync(`${prefix}/error.log`) ? readFileSync(`${prefix}/error.log`, 'utf8') : '';
  stop();
  throw new Error(`nginx did not start on ${base}\n${log}`);
}

// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { server as inProcessMock } from '@mocks/node';
import { hostConfig, startNginxHost } from './nginx-host';
import { stopAll } from './processes';
import { testPort } from './test-ports';

const project = path.join(import.meta.dirname, '..');
const source = readFileSync(path.join(project, 'deploy/nginx.conf'), 'utf8');

describe('hostConfig', () => {
  test('changes only the three HOST lines of deploy/nginx.conf', () => {
    const config = hostConfig(source, {
      port: 4040,
      root: '/srv/dist',
      api: 'http://10.0.0.5:4000',
    });
    expect(config).toContain('listen 127.0.0.1:4040;');
    expect(config).toContain('root /srv/dist;');
    expect(config).toContain('proxy_pass http://10.0.0.5:4000;');
    expect(config).not.toContain('${API_UPSTREAM}');
    expect(config.split('\n').length).toBe(source.split('\n').length);
  });

  test('with TLS, listens for HTTP/2 over TLS with the given certificate', () => {
    const config = hostConfig(source, {
      port: 4641,
      root: '/srv/dist',
      api: 'http://127.0.0.1:4640',
      tls: { cert: '/tmp/x/cert.pem', key: '/tmp/x/key.pem' },
    });
    expect(config).toMatch(
      /listen 127\.0\.0\.1:4641 ssl http2;\s+ssl_certificate \/tmp\/x\/cert\.pem;\s+ssl_certificate_key \/tmp\/x\/key\.pem;/,
    );
    expect(config).not.toContain('listen 127.0.0.1:4641;');
  });

  test('a $ in a folder or URL stays text', () => {
    const config = hostConfig(source, { port: 1, root: "/srv/$1$&'", api: 'http://h/$`' });
    expect(config).toContain("root /srv/$1$&';");
    expect(config).toContain('proxy_pass http://h/$`;');
  });

  test('fails when the config has no line to change', () => {
    expect(() =>
      hostConfig(source.replace(/^\s*root\s+[^;]+;/m, ''), {
        port: 1,
        root: '/r',
        api: 'http://a',
      }),
    ).toThrow(/no line for root \/r;/);
  });
});

describe('startNginxHost', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'nginx-host-test-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>served</title>\n');
  // Real requests to nginx: the in-process msw/node interception must not answer them.
  beforeAll(() => inProcessMock.close());
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('nginx ends with the other servers when stopAll runs (on exit and on Ctrl-C)', async () => {
    const host = await startNginxHost({
      project,
      root,
      api: 'http://127.0.0.1:9',
      port: testPort(4042),
    });
    expect(await (await fetch(host.base)).text()).toContain('<title>served</title>');
    stopAll();
    await expect
      .poll(
        () =>
          fetch(host.base).then(
            () => 'answers',
            () => 'gone',
          ),
        { timeout: 10_000 },
      )
      .toBe('gone');
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { escapeHtml } from '@/lib/escape-html';
import { createRenderer } from './handler';

/** The built profile.html's shape, small: the skeleton in #root and the dispatcher's script. */
const index = `<!doctype html>
<html lang="en" data-page="card">
  <head>
    <meta name="description" content="Tapcard: digital business cards you tap or scan." />
    <meta name="theme-color" content="#0b1120" />
    <title>Tapcard</title>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status"><p class="boot-text">Loading…</p></div>
    </div>
  </body>
</html>`;

const visitor =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

/** A renderer whose API answers `answer` and records the URLs it was asked for. */
function renderer(answer: () => Response | Promise<Response>, publicOrigin?: string) {
  const asked: string[] = [];
  const app = createRenderer({
    publicOrigin,
    apiOrigin: 'http://api.test',
    cardHtml: () => Promise.resolve(new Response(index)),
    assets: () => Promise.resolve(new Response('static', { status: 200 })),
    cardCss: '.card{color:red}',
    fetch: (input) => {
      asked.push(String(input));
      return Promise.resolve(answer());
    },
  });
  const get = (path: string, agent = visitor) =>
    app.fetch(new Request(`https://cards.test${path}`, { headers: { 'User-Agent': agent } }));
  return { get, asked };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (profile: unknown) => ({
  success: true,
  message: 'Profile fetched.',
  data: { profile },
});
const card = buildFullProfile({ _id: 'c1', general: { name: 'Ana Lima', tagLine: 'Founder' } });

describe('GET /profile/{id}', () => {
  test('a visit asks the API once with count=true and answers the card rendered in', async () => {
    const { get, asked } = renderer(() => json(envelope(card)));
    const answer = await get('/profile/c1');
    const html = await answer.text();
    expect(asked).toEqual(['http://api.test/api/profile/c1?count=true']);
    expect(answer.status).toBe(200);
    expect(html).toContain('<title>Ana Lima - Profile</title>');
    expect(html).not.toContain('Loading…');
    expect(html).toContain('<div id="root" data-edge-rendered="">');
    expect(html).toMatch(/<h1[^>]*>Ana Lima<\/h1>/);
    expect(html).toContain('<style>.card{color:red}</style>');
    expect(html).toContain('<script type="application/json" id="card-answer">{"status":200,');
  });

  test('canonical URLs use the request origin, or PUBLIC_ORIGIN behind a TLS proxy', async () => {
    const here = await (await renderer(() => json(envelope(card))).get('/profile/c1')).text();
    const behind = renderer(() => json(envelope(card)), 'https://cards.example.com/');
    const proxied = await (await behind.get('/profile/c1')).text();
    expect(here).toContain('<link rel="canonical" href="https://cards.test/profile/c1" />');
    expect(proxied).toContain(
      '<link rel="canonical" href="https://cards.example.com/profile/c1" />',
    );
  });

  test('$ sequences in card data come out as they were typed, never as patterns', async () => {
    const name = "Owen $` Light $& $' $$ $1";
    const tagLine = '$`'.repeat(75);
    const hostile = buildFullProfile({ _id: 'c1', general: { name, tagLine } });
    const plain = await (await renderer(() => json(envelope(card))).get('/profile/c1')).text();
    const html = await (await renderer(() => json(envelope(hostile))).get('/profile/c1')).text();
    expect(html).toContain(`<title>${escapeHtml(name)} - Profile</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(name)}" />`);
    expect(html).toContain(`<meta property="og:description" content="${tagLine}" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<html/g)).toHaveLength(1);
    // Each text appears a few times (head tags, markup, data block); a pattern would paste
    // the whole page per `$\``.
    expect(html.length).toBeLessThan(plain.length + 10 * (name.length + tagLine.length));
  });

  test('?count=false is passed on', async () => {
    const { get, asked } = renderer(() => json(envelope(card)));
    await get('/profile/c1?count=false');
    expect(asked).toEqual(['http://api.test/api/profile/c1?count=false']);
  });

  test("a crawler's visit is not a tap", async () => {
    const { get, asked } = renderer(() => json(envelope(card)));
    await get('/profile/c1?count=true', 'Twitterbot/1.0');
    expect(asked).toEqual(['http://api.test/api/profile/c1?count=false']);
  });

  test('a light card paints light from the first byte', async () => {
    const light = buildFullProfile({ _id: 'c1', style: { theme: 'light' } });
    const html = await (await renderer(() => json(envelope(light))).get('/profile/c1')).text();
    expect(html).toContain('<style>body{background-color:#ffffff}</style>');
  });

  test('a redirect card answers 302 to its http(s) URL, with no body', async () => {
    const redirect = buildFullProfile({
      _id: 'c1',
      meta: { redirectUrl: 'https://elsewhere.test/x' },
    });
    const answer = await renderer(() => json(envelope(redirect))).get('/profile/c1');
    expect([answer.status, answer.headers.get('Location'), await answer.text()]).toEqual([
      302,
      'https://elsewhere.test/x',
      '',
    ]);
  });

  test('a javascript: redirect is ignored and the card renders', async () => {
    const hostile = buildFullProfile({ _id: 'c1', meta: { redirectUrl: 'javascript:alert(1)' } });
    const answer = await renderer(() => json(envelope(hostile))).get('/profile/c1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Location')).toBeNull();
  });

  test("an unknown card answers 404 with the app's page and the answer for it", async () => {
    const notFound = { success: false, message: 'Profile not found.' };
    const answer = await renderer(() => json(notFound, 404)).get('/profile/c1');
    const html = await answer.text();
    expect(answer.status).toBe(404);
    expect(html).toContain('Loading…');
    expect(html).toContain(
      '{"status":404,"body":{"success":false,"message":"Profile not found."}}',
    );
  });

  test.each([
    ['a server error', () => json({ success: false, message: 'Boom' }, 500)],
    ['an HTML page', () => new Response('<html>proxy error</html>', { status: 200 })],
    ['an answer without a card', () => json({ success: true, data: {} })],
    ['no answer', () => Promise.reject(new TypeError('fetch failed'))],
  ])('%s gives the plain static page', async (_, answer) => {
    const response = await renderer(answer).get('/profile/c1');
    expect([response.status, await response.text()]).toEqual([200, index]);
  });

  test('a malformed section is repaired at the boundary and the rest renders', async () => {
    const html = await (
      await renderer(() => json(envelope({ ...card, socials: null }))).get('/profile/c1')
    ).text();
    expect(html).toMatch(/<h1[^>]*>Ana Lima<\/h1>/);
    expect(html).toContain('>Contact<');
    expect(html).not.toContain('>Socials<');
  });

  test('the answer is never kept by a shared cache and carries the deploy headers', async () => {
    const answer = await renderer(() => json(envelope(card))).get('/profile/c1');
    expect(Object.fromEntries(answer.headers)).toMatchObject({
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': expect.stringContaining("script-src 'self'") as string,
    });
  });
});

test('other paths are the static app', async () => {
  const answer = await renderer(() => json(envelope(card))).get('/dashboard');
  expect(await answer.text()).toBe('static');
});

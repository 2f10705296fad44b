// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { bodyLimits } from '@/lib/body-limit';
import { escapeHtml } from '@/lib/escape-html';
import { messages } from '@/lib/validation/messages';
import { limits } from '@/lib/validation/rules';
import { responseHeaders } from '@/config/http-headers';
import { i18n } from '@/i18n/i18n';
import { languageTags } from '@/i18n/languages';
import { createRenderer } from './handler';

/** The card's "Location" tab in each language, in the order of `languageTags`. */
const locationWords = languageTags.map((tag) => {
  const po = readFileSync(`src/locales/card/${tag}.po`, 'utf8');
  return tag === 'en' ? 'Location' : /msgid "Location"\nmsgstr "([^"]+)"/.exec(po)![1]!;
});

/** The built profile.html's shape, small: the skeleton in #root and the dispatcher's script. */
const index = `<!doctype html>
<html lang="en" data-page="card">
  <head>
    <meta name="description" content="Tapcard: digital business cards you tap or scan." />
    <meta name="theme-color" content="#0b1120" />
    <title>Tapcard</title>
    <script type="module" crossorigin src="/assets/index-x.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/card-x.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status"><p class="boot-text">Loading…</p></div>
    </div>
  </body>
</html>`;

const visitor =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

/**
 * A renderer whose API answers `answer` and records the URLs it was asked for (`asked`) and the
 * requests themselves (`sent`); the client's address is `address`.
 */
function renderer(
  answer: () => Response | Promise<Response>,
  given: { publicOrigin?: string | undefined; address?: string | undefined } = {},
) {
  const publicOrigin = 'publicOrigin' in given ? given.publicOrigin : 'https://cards.test';
  const address = 'address' in given ? given.address : '198.51.100.7';
  const asked: string[] = [];
  const sent: Request[] = [];
  const app = createRenderer({
    publicOrigin,
    apiOrigin: 'http://api.test',
    cardHtml: () => Promise.resolve(new Response(index)),
    assets: () => Promise.resolve(new Response('static', { status: 200 })),
    cardCss: '.card{color:red}',
    clientAddress: () => address,
    fetch: (input, init) => {
      // Not `instanceof Request`: @hono/node-server (node.test.ts) swaps the global class.
      asked.push(typeof input === 'object' && 'url' in input ? input.url : String(input));
      sent.push(new Request(input, init));
      return Promise.resolve(answer());
    },
  });
  const get = (path: string, agent = visitor) =>
    app.fetch(new Request(`https://cards.test${path}`, { headers: { 'User-Agent': agent } }));
  return { get, asked, sent, fetch: (request: Request) => app.fetch(request) };
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
  test('a source (?s=qr) changes neither the card call nor the canonical URL', async () => {
    const { get, asked } = renderer(() => json(envelope(card)));
    const html = await (await get('/profile/c1?s=qr')).text();
    expect(asked).toEqual(['http://api.test/api/profile/c1?count=true']);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/profile\/c1" \/>/);
    expect(html).toMatch(/<h1[^>]*>Ana Lima<\/h1>/);
    // The card's CSS is in the page, not behind a link that would block the first paint.
    expect(html).toContain('<style>.card{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

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

  test('canonical URLs, og:url and og:image use PUBLIC_ORIGIN, never the Host header', async () => {
    const behind = renderer(() => json(envelope(card)), {
      publicOrigin: 'https://cards.example.com/',
    });
    const forged = await behind.fetch(
      new Request('http://evil.example/profile/c1', {
        headers: { 'User-Agent': visitor, Host: 'evil.example' },
      }),
    );
    const html = await forged.text();
    expect(html).toContain('<link rel="canonical" href="https://cards.example.com/profile/c1" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://cards.example.com/og-default.png" />',
    );
    expect(html).not.toContain('evil.example');
  });

  test.each([undefined, '', 'cards.example.com', 'javascript:alert(1)'])(
    'a renderer without an http(s) PUBLIC_ORIGIN (%j) refuses to start',
    (origin) => {
      expect(() => renderer(() => json(envelope(card)), { publicOrigin: origin })).toThrow(
        /PUBLIC_ORIGIN/,
      );
    },
  );

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
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(Object.fromEntries(answer.headers)).toMatchObject(lowerCased(responseHeaders));
  });
});

describe("the visitor's language", () => {
  /** The card's page as a visitor with `acceptLanguage` gets it at `path`. */
  async function visit(
    path: string,
    acceptLanguage?: string,
    answer: () => Response | Promise<Response> = () => json(envelope(card)),
  ) {
    const { fetch } = renderer(answer);
    const headers: Record<string, string> = { 'User-Agent': visitor };
    if (acceptLanguage) headers['Accept-Language'] = acceptLanguage;
    const response = await fetch(new Request(`https://cards.test${path}`, { headers }));
    return { response, html: await response.text() };
  }

  test('Accept-Language hi: the card in Hindi, <html lang="hi">, Vary: Accept-Language', async () => {
    const { response, html } = await visit('/profile/c1', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(response.headers.get('Vary')).toBe('Accept-Language');
    expect(response.headers.get('Content-Language')).toBe('hi');
    expect(html).toMatch(/<html data-page="card" lang="hi" dir="ltr">/);
    // The tab "Location" and the language menu's button, from the Hindi card catalogue.
    expect(html).toContain('>स्थान<');
    expect(html).toContain('भाषा');
    expect(html).not.toContain('>Location<');
    expect(html).toContain('<title>Ana Lima - प्रोफ़ाइल</title>');
    expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
    // The negotiated page is the card's canonical URL, the x-default of its languages.
    expect(html).toContain('<link rel="canonical" href="https://cards.test/profile/c1" />');
  });

  test('?lang=ur beats Accept-Language hi: Urdu, right to left, its own canonical URL', async () => {
    const { response, html } = await visit('/profile/c1?lang=ur-PK', 'hi-IN,hi;q=0.9');
    expect(response.headers.get('Vary')).toBe('Accept-Language');
    expect(html).toMatch(/<html data-page="card" lang="ur" dir="rtl">/);
    expect(html).toContain('>مقام<');
    expect(html).not.toContain('>स्थान<');
    expect(html).toContain('<link rel="canonical" href="https://cards.test/profile/c1?lang=ur" />');
    expect(html).toContain('<meta property="og:locale" content="ur_IN" />');
  });

  test.each([
    ['/profile/c1?lang=fr', 'de-DE,de;q=0.9,fr;q=0.8'],
    ['/profile/c1?lang=not%20a%20tag', '*, x'],
    ['/profile/c1', undefined],
  ])('%s with Accept-Language %j matches no card language: English', async (path, accept) => {
    const { response, html } = await visit(path, accept);
    expect(response.headers.get('Vary')).toBe('Accept-Language');
    expect(response.headers.get('Content-Language')).toBe('en');
    expect(html).toMatch(/<html data-page="card" lang="en" dir="ltr">/);
    expect(html).toContain('>Location<');
    expect(html).toContain('<title>Ana Lima - Profile</title>');
    expect(html).toContain('<meta property="og:locale" content="en_IN" />');
    expect(html).toContain('<link rel="canonical" href="https://cards.test/profile/c1" />');
  });

  test('a card written in Hindi: Hindi where the visitor asks for no card language, else theirs', async () => {
    const hindiCard = () =>
      json(envelope({ ...card, translations: { language: 'hi-IN', texts: {} } }));
    const unmatched = await visit('/profile/c1', 'de-DE,de;q=0.9', hindiCard);
    expect(unmatched.html).toMatch(/<html data-page="card" lang="hi" dir="ltr">/);
    expect(unmatched.response.headers.get('Content-Language')).toBe('hi');
    const english = await visit('/profile/c1', 'en-GB', hindiCard);
    expect(english.html).toMatch(/<html data-page="card" lang="en" dir="ltr">/);
  });

  test('the head lists every language of the card and the x-default', async () => {
    const { html } = await visit('/profile/c1', 'ta');
    const alternates = [
      ...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g),
    ];
    expect(alternates.map(([, lang, url]) => `${lang} ${url}`)).toEqual([
      ...languageTags.map((tag) => `${tag} https://cards.test/profile/c1?lang=${tag}`),
      'x-default https://cards.test/profile/c1',
    ]);
    const locales = [...html.matchAll(/property="og:locale:alternate" content="([^"]+)"/g)];
    expect(locales.map(([, locale]) => locale)).toEqual(
      languageTags.filter((tag) => tag !== 'ta').map((tag) => `${tag}_IN`),
    );
  });

  test("requests in different languages at once never get each other's words", async () => {
    // The API answers in an order other than the requests', so their renders interleave with
    // each other's catalogue loads and API waits.
    const delays = [40, 0, 25, 5, 30, 10, 15, 0, 35, 20, 5];
    const pages = await Promise.all(
      languageTags.map((tag, index) =>
        visit(`/profile/c1?lang=${tag}`, index % 2 ? 'hi' : 'ur', async () => {
          await new Promise((resolve) => setTimeout(resolve, delays[index]));
          return json(envelope(card));
        }),
      ),
    );
    pages.forEach(({ html }, index) => {
      const tag = languageTags[index];
      expect(html).toMatch(new RegExp(`<html data-page="card" lang="${tag}" dir="(ltr|rtl)">`));
      // Each page's Location tab is in its own language, and no other's.
      const locationTab = new RegExp(`>(${locationWords.join('|')})<`, 'g');
      const found = new Set([...html.matchAll(locationTab)].map((m) => m[1]));
      expect([...found]).toEqual([locationWords[index]]);
    });
    // The global instance the browser's code uses is back in English.
    expect(i18n.locale).toBe('en');
  });
});

/** `headers` with lower-case names, as `Headers` lists them. */
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test('other paths are the static app, with every deploy header', async () => {
  const answer = await renderer(() => json(envelope(card))).get('/dashboard');
  expect(await answer.text()).toBe('static');
  expect(Object.fromEntries(answer.headers)).toMatchObject(lowerCased(responseHeaders));
});

// Cloudflare's `run_worker_first` globs also run the Worker for these (deploy-files.test.ts).
test.each(['/profile/', '/profile/c1/more', '/profile/c1/contact.vcf/x'])(
  "%s, not a card's path, is the static app and asks the API nothing",
  async (path) => {
    const { get, asked } = renderer(() => json(envelope(card)));
    expect(await (await get(path)).text()).toBe('static');
    expect(asked).toEqual([]);
  },
);

test('a trailing slash is the same card, as on every host', async () => {
  const { get, asked } = renderer(() => json(envelope(card)));
  const answer = await get('/profile/c1/');
  expect(await answer.text()).toContain('data-edge-rendered');
  expect(asked).toEqual(['http://api.test/api/profile/c1?count=true']);
});

describe('/api/* proxied to the API', () => {
  const post = (path: string, init: RequestInit) =>
    new Request(`https://cards.test${path}`, { method: 'POST', ...init });
  const login = JSON.stringify({ email: 'a@b.c', password: 'x' });

  test("X-Forwarded-For is the connection's address, whatever the client sent", async () => {
    const { fetch, sent } = renderer(() => json({ success: true }));
    const forged = {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.9, 203.0.113.10',
      Forwarded: 'for=203.0.113.11',
      'X-Real-IP': '203.0.113.12',
      'CF-Connecting-IP': '203.0.113.13',
      'True-Client-IP': '203.0.113.14',
    };
    const answer = await fetch(post('/api/user/login', { headers: forged, body: login }));
    expect(answer.status).toBe(200);
    const [request] = sent;
    expect(request?.url).toBe('http://api.test/api/user/login');
    expect(request?.headers.get('X-Forwarded-For')).toBe('198.51.100.7');
    for (const name of ['Forwarded', 'X-Real-IP', 'CF-Connecting-IP', 'True-Client-IP']) {
      expect(request?.headers.get(name), name).toBeNull();
    }
    expect(await request?.text()).toBe(login);
  });

  test('X-Forwarded-Host and -Proto name the public origin, whatever the client sent', async () => {
    const { fetch, sent } = renderer(() => json({ success: true }), {
      publicOrigin: 'https://cards.example.com',
    });
    const forged = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' };
    await fetch(post('/api/user/login', { headers: forged, body: login }));
    expect(sent[0]?.headers.get('X-Forwarded-Host')).toBe('cards.example.com');
    expect(sent[0]?.headers.get('X-Forwarded-Proto')).toBe('https');
  });

  test("without the connection's address no X-Forwarded-For reaches the API", async () => {
    const { fetch, sent } = renderer(() => json({ success: true }), { address: undefined });
    await fetch(post('/api/user/login', { headers: { 'X-Forwarded-For': '203.0.113.9' } }));
    expect(sent[0]?.headers.get('X-Forwarded-For')).toBeNull();
  });

  test('a JSON body over 100 KiB answers 413 from Content-Length, without asking the API', async () => {
    const { fetch, asked } = renderer(() => json({ success: true }));
    const body = 'x'.repeat(bodyLimits.jsonBytes + 1);
    const answer = await fetch(
      post('/api/user/login', { headers: { 'Content-Type': 'application/json' }, body }),
    );
    expect([answer.status, await answer.json()]).toEqual([
      413,
      { success: false, message: 'Request body is too large.' },
    ]);
    expect(Object.fromEntries(answer.headers)).toMatchObject(lowerCased(responseHeaders));
    expect(asked).toEqual([]);
  });

  test('a streamed body is refused once it passes the limit, and no more of it is read', async () => {
    const { fetch, asked } = renderer(() => json({ success: true }));
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(chunk);
      },
    });
    const answer = await fetch(
      post('/api/user/login', {
        headers: { 'Content-Type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    );
    expect(answer.status).toBe(413);
    expect(asked).toEqual([]);
    // Two chunks pass 100 KiB; a stream's queue may pull a few ahead, never the whole body.
    expect(pulled).toBeLessThan(8);
  });

  test("a logo upload may be up to the logo's limit; over it, the contract's logo message", async () => {
    const { fetch, sent } = renderer(() => json({ success: true }));
    const upload = (bytes: number) => {
      const form = new FormData();
      form.set('logo', new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' }));
      return post('/api/profile/c1/logo', { body: form });
    };
    expect((await fetch(upload(limits.logoMaxBytes))).status).toBe(200);
    expect(sent).toHaveLength(1);
    const tooBig = await fetch(upload(bodyLimits.multipartBytes));
    expect([tooBig.status, await tooBig.json()]).toEqual([
      413,
      { success: false, message: messages.logoSize },
    ]);
    expect(sent).toHaveLength(1);
  });
});

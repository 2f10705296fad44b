/**
 * One request to the in-process mock backend (msw/node, `@mocks/node`, which answers
 * `http://localhost`), as a browser sends it: JSON bodies from `init.json`, the session cookie
 * from `cookie`. Returns the status, the session cookie after the answer (the one sent when the
 * answer sets none), the raw text and the JSON body (`{}` when the answer has none), typed as
 * `Body`. For tests of the mock's own rules; `startHttpMock` (./http-mock.ts) is the same for
 * the HTTP mock behind `npm run mock:api`.
 */
export async function mockCall<Body = Record<string, unknown>>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  cookie = '',
): Promise<{ status: number; cookie: string; text: string; body: Body }> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('Cookie', cookie);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`http://localhost${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const text = await response.text();
  return {
    status: response.status,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie,
    text,
    body: (text ? JSON.parse(text) : {}) as Body,
  };
}

/**
 * One request to the mock backend, as a browser sends it: JSON bodies from `init.json`, the
 * session cookie from `cookie`. `base` is where the mock answers: the in-process mock
 * (msw/node, `@mocks/node`) at `http://localhost` by default, or the HTTP mock behind
 * `npm run mock:api` (`startHttpMock`, ./http-mock.ts). Returns the status, the headers, the
 * session cookie after the answer (the one sent when the answer sets none), the raw text and the
 * JSON body (`{}` when the answer has none or is not JSON), typed as `Body`.
 */
export async function mockCall<Body = Record<string, unknown>>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
  cookie = '',
  base = 'http://localhost',
): Promise<{ status: number; headers: Headers; cookie: string; text: string; body: Body }> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('Cookie', cookie);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers,
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const text = await response.text();
  let body = {} as Body;
  try {
    if (text) body = JSON.parse(text) as Body;
  } catch {
    // not JSON: the raw text is in `text`
  }
  return {
    status: response.status,
    headers: response.headers,
    cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie,
    text,
    body,
  };
}

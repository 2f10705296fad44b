import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ProxyOptions } from 'vite';

/**
 * The dev and preview servers' proxy of `/api` to `API_TARGET` (README "Run modes"): cookies
 * stay first-party and no CORS is needed. `changeOrigin` sends the target's own `Host` (a real
 * server behind virtual hosting needs it), so the proxy tells the API which origin the page is
 * on: `X-Forwarded-Host` (the `Host` the browser sent) and `X-Forwarded-Proto`, replacing any
 * value the client sent. The HTTP mock trusts them from a proxy on its own machine
 * (mocks/http-server.ts) and compares a request's `Origin` with that origin (contract "Reference
 * rules", cross-site requests), so the app works on any port while a page on another site is
 * still refused: its `Origin` is not the origin it sends the request to.
 */
export function apiProxy(target: string): Record<string, ProxyOptions> {
  return {
    '/api': {
      target,
      changeOrigin: true,
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq, req: IncomingMessage) => {
          proxyReq.setHeader('X-Forwarded-Host', req.headers.host ?? '');
          const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
          proxyReq.setHeader('X-Forwarded-Proto', secure ? 'https' : 'http');
        });
      },
    },
  };
}

import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { ProxyOptions } from 'vite';
import { apiPath, clientAddressHeaders, forwardedHeaders } from '../src/config/api-proxy.ts';

/**
 * The dev and preview servers' proxy of `/api` to `API_TARGET` (README "Run modes"): cookies
 * stay first-party and no CORS is needed. `changeOrigin` sends the target's own `Host` (a real
 * server behind virtual hosting needs it), so the proxy tells the API which origin the page is
 * on, by the rules every proxy in front of the API follows (src/config/api-proxy.ts):
 * `X-Forwarded-Host` (the `Host` the browser sent), `X-Forwarded-Proto` and `X-Forwarded-For`
 * (the socket's address), dropping any address header the client sent. The HTTP mock trusts
 * the forwarded origin from a proxy on its own machine (mocks/http-server.ts) and compares a
 * request's `Origin` with it (contract "Reference rules", cross-site requests), so the app works
 * on any port while a page on another site is still refused: its `Origin` is not the origin it
 * sends the request to.
 */
export function apiProxy(target: string): Record<string, ProxyOptions> {
  return {
    [apiPath]: {
      target,
      changeOrigin: true,
      configure: (proxy) => {
        proxy.on('proxyReq', (proxyReq, req: IncomingMessage) => {
          for (const name of clientAddressHeaders) proxyReq.removeHeader(name);
          const secure = (req.socket as Partial<TLSSocket>).encrypted === true;
          const headers = forwardedHeaders({
            address: req.socket.remoteAddress,
            host: req.headers.host ?? '',
            protocol: secure ? 'https' : 'http',
          });
          for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
        });
      },
    },
  };
}

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Writes `response` to a raw socket as an HTTP/1.1 answer and closes the connection. For the
 * requests a Node server gets without a request handler: CONNECT (RFC 9110 §9.3.6, Node's
 * `connect` event) and what its parser refused (`clientError`). Node servers only (the HTTP
 * mock, the card renderer's Node entry); `no-store`, as every refusal.
 */
export async function rawAnswer(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const head = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') head.push(`${name}: ${value}`);
  });
  head.push('Cache-Control: no-store', `Content-Length: ${body.length}`, 'Connection: close');
  socket.on('error', () => socket.destroy());
  if (!socket.writable) return void socket.destroy();
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]));
}

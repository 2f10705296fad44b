import { connect } from 'node:net';

/** What a server wrote back to raw bytes: the status line's code, its headers and body text. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Sends `bytes` to `host:port` exactly as given (no client library in between, so a request
 * line, method or header that fetch and node:http would refuse goes on the wire) and reads the
 * answer until the server closes the connection or 3 s pass. Status 0: no answer came.
 */
export function rawHttp(port: number, bytes: string | Buffer, host = '127.0.0.1') {
  return new Promise<RawAnswer>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host, port });
    const done = () => {
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: rest.join('\r\n\r\n'),
      });
    };
    socket.setTimeout(3000, done);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // One answer is enough: a kept-alive connection is not waited out.
      const text = Buffer.concat(chunks).toString('latin1');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
      const headEnd = text.indexOf('\r\n\r\n');
      if (length !== undefined && headEnd >= 0 && text.length >= headEnd + 4 + Number(length))
        done();
    });
    socket.on('end', done);
    socket.on('error', done);
    socket.write(bytes);
  });
}

/**
 * Requests of shapes no client library sends, which a server must answer without ending
 * (contract "Reference rules", paths): methods Fetch forbids (TRACE, TRACK, CONNECT), a method
 * HTTP does not define, a malformed request line, a broken percent-escape, a `Host` that makes
 * no URL, oversized headers and TLS bytes on a plain port. `path` is where each goes.
 */
export const hostileRequests = (path: string) =>
  [
    `TRACE ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    `TRACK ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    `CONNECT ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
    `FROB ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    'GARBAGE\r\n\r\n',
    `GET ${path} HTTP/9.9 extra\r\n\r\n`,
    'GET /api/%zz HTTP/1.1\r\nHost: localhost\r\n\r\n',
    `GET ${path} HTTP/1.1\r\nHost: [::\r\n\r\n`,
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    Buffer.from([0x16, 0x03, 0x01, 0x00, 0x05, 0x68, 0x65, 0x6c, 0x6c, 0x6f]),
  ] as const;

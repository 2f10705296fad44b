// A small HTTP server that drifts from the contract (ADR 0004): not the mock backend, just the
// answers a server we don't control might give. `GET /api/profile/drift-<n>` serves the full
// card with malformation n of tests/support/malformed-cards.ts, `GET /api/profile/cardless-<n>`
// cardless answer n; the session check answers 401 (a visitor). Anything else is a JSON 404.
// Run: `DRIFT_PORT=4200 npx tsx e2e/drifting-server.ts` (e2e/drift.spec.ts starts it).
import { createServer } from 'node:http';
import { buildFullProfile } from '../mocks/factories.ts';
import {
  cardlessAnswers,
  malformations,
  malformedEnvelope,
} from '../tests/support/malformed-cards.ts';

const port = Number(process.env.DRIFT_PORT ?? 4200);

function answer(pathname: string): [number, unknown] {
  const drift = /^\/api\/profile\/drift-(\d+)$/.exec(pathname);
  const malformation = drift ? malformations[Number(drift[1])] : undefined;
  if (malformation) {
    const card = { ...buildFullProfile({ _id: `drift-${drift![1]}` }), meta: {} };
    return [200, malformedEnvelope(card, malformation.change)];
  }
  const cardless = /^\/api\/profile\/cardless-(\d+)$/.exec(pathname);
  const body = cardless ? cardlessAnswers[Number(cardless[1])] : undefined;
  if (body) return [200, body.body];
  if (pathname === '/api/user/check-auth')
    return [401, { success: false, message: 'Please login.' }];
  return [404, { success: false, message: 'Not found.' }];
}

createServer((request, response) => {
  const [status, body] = answer(new URL(request.url ?? '/', 'http://x').pathname);
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}).listen(port, '127.0.0.1', () => console.log(`drifting server on http://127.0.0.1:${port}`));

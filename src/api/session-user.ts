import { answerOf, succeeded, type Answer } from './answer';
import { readResponseWith } from './boundary-core';
import { peekEarly } from './early-answers';
import type { components } from './schema.gen';
import { checkAuthValidators } from './validate-user-envelope.gen.js';
import { checkAuthPath } from './session';

export type User = components['schemas']['User'];

/**
 * The user of a check-auth answer (spec §4), read once, here, through the contract boundary
 * (src/api/boundary.ts, check-auth's validators only): `null` when logged out, which any
 * failure, a non-JSON answer or an answer without a user means. The app's session query
 * (src/lib/auth/session.ts) and the dispatcher's early start read the answer with it.
 * @throws only what the boundary throws for a broken validator (never for the answer itself)
 */
export function sessionUser(answer: Answer): User | null {
  return sessionData(answer)?.user ?? null;
}

/**
 * The `data` of a check-auth answer: the user and the optional capabilities the server
 * announced with it (src/api/capabilities.ts), read as {@link sessionUser} reads the user;
 * `null` when logged out.
 */
export function sessionData(answer: Answer): components['schemas']['UserEnvelope']['data'] | null {
  if (answer === undefined || !succeeded(answer)) return null;
  const checked = readResponseWith<components['schemas']['UserEnvelope']>(
    checkAuthValidators,
    answer.status,
    answer.body,
  );
  return checked?.body.data ?? null;
}

/**
 * The user of the early check-auth answer (`prefetchSession`), left in place for the session
 * query: which of a page's calls the dispatcher may start early (src/app/early-start.ts), never
 * a guard. `null` when logged out, or when there is no early answer (not started, or taken).
 * Never rejects.
 */
export async function earlySessionUser(): Promise<User | null> {
  const peeked = peekEarly(checkAuthPath);
  return peeked ? sessionUser(await answerOf(peeked)) : null;
}

import { checkResponse, UnreadableResponseError } from '@/api/boundary';
import type { Schemas } from '@/api/client';
import { env } from '@/config/env';

/** The `count` query parameter (spec §2, §9): 'true' unless the URL says 'false'. */
export type Count = 'true' | 'false';

/** Reads `count` from a URL's search: only 'false' turns tap counting off. */
export function countParam(search: URLSearchParams): Count {
  return search.get('count') === 'false' ? 'false' : 'true';
}

/** The card number in a public card path (`/profile/{id}`), else undefined. */
export function cardIdOf(pathname: string): string | undefined {
  const match = /^\/profile\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export type PublicProfileEnvelope = Schemas['PublicProfileEnvelope'];

/** A failed card request: the server's message when it sent one (spec §8). */
export type CardRequestError = { success: false; message: string };

const fallback: CardRequestError = { success: false, message: 'Something went wrong' };

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

function isMessageBody(value: unknown): value is { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/**
 * GET /api/profile/{profileId}?count=… with plain `fetch` (no client library: this is the one
 * call of the lean card page, started before any framework code, issue #10). Every JSON answer
 * passes the contract boundary of issue #9 (src/api/boundary.ts), as in the app's client: a
 * malformed field or section is repaired to its default. Resolves with the envelope; rejects
 * with `{ success: false, message }`: the server's message on a failure, else 'Something went
 * wrong' (a network failure, an HTML page from a proxy, an answer without a card), spec §8.
 */
export async function requestCard(
  profileId: string,
  count: Count,
  signal?: AbortSignal,
): Promise<PublicProfileEnvelope> {
  const url = `${env.apiBaseUrl}/api/profile/${encodeURIComponent(profileId)}?count=${count}`;
  let response: Response;
  try {
    // Looked up at call time, so MSW's interception in Node sees it.
    response = await globalThis.fetch(url, { credentials: 'include', signal });
  } catch {
    throw fallback;
  }
  const raw = await readJson(response);
  if (raw === undefined) throw fallback;
  let body: unknown;
  try {
    body = checkResponse('getPublicProfile', response.status, raw).body;
  } catch (error) {
    if (error instanceof UnreadableResponseError) throw fallback;
    throw error;
  }
  if (!response.ok) {
    throw isMessageBody(body) ? { success: false, message: body.message } : fallback;
  }
  return body as PublicProfileEnvelope;
}

import { checkResponseWith, UnreadableResponseError } from '@/api/boundary-core';
import { getPublicProfileValidators } from '@/api/validate-public-profile-envelope.gen.js';
import type { Schemas } from '@/api/client';
import { fallbackError, isErrorBody } from '@/api/error-message';
import type { CardAnswer } from './card-request';

export type PublicProfileEnvelope = Schemas['PublicProfileEnvelope'];

/**
 * Reads a card answer through the contract boundary of issue #9 (src/api/boundary.ts), as the
 * app's client does: a malformed field or section is repaired to its default. Resolves with
 * the envelope; rejects with `{ success: false, message }`: the server's message on a failure,
 * else 'Something went wrong' (no readable answer, an answer without a card), spec §8.
 */
export async function checkCardAnswer(answer: Promise<CardAnswer>): Promise<PublicProfileEnvelope> {
  const result = await answer;
  if (!result) throw fallbackError;
  let body: unknown;
  try {
    body = checkResponseWith(getPublicProfileValidators, result.status, result.body).body;
  } catch (error) {
    if (error instanceof UnreadableResponseError) throw fallbackError;
    throw error;
  }
  if (result.status < 200 || result.status > 299) {
    throw isErrorBody(body) ? { success: false, message: body.message } : fallbackError;
  }
  return body as PublicProfileEnvelope;
}

import { succeeded } from '@/api/answer';
import { readResponseWith } from '@/api/boundary-core';
import { getPublicProfileValidators } from '@/api/validate-public-profile-envelope.gen.js';
import type { Schemas } from '@/api/client';
import { failureBody } from '@/api/error-message';
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
  const checked =
    result && readResponseWith(getPublicProfileValidators, result.status, result.body);
  if (!checked) throw failureBody(undefined);
  if (!succeeded(result)) throw failureBody(checked.body);
  return checked.body as PublicProfileEnvelope;
}

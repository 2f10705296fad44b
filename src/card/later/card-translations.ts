/**
 * The card's own words in the visitor's language (capability `cardTranslations`), loaded only
 * when the card shows in a language it may be translated into: the check of the answer's
 * `translations` (the card answer's validator checks them only as an object, so their checks
 * stay out of the card's first download: scripts/generate-validators.ts `laterChecks`) and the
 * code that puts the translated words in.
 */
import type { Schemas } from '@/api/client';
import { cardTranslationsResponse } from '@/api/generated/validate-card-translations.gen.js';
import { readResponseWith } from '@/api/read-response';
import { cardInLanguage } from '@/lib/card-language';
import type { CardTranslation } from '../card-page';

/**
 * The card answer's `translations` as the contract has them, read by the response boundary
 * (src/api/read-response.ts): taken as they are when they match, repaired where the boundary
 * can (a malformed entry dropped), `undefined` when they cannot be read (the card then shows
 * its own words; the drift is reported as for any answer).
 */
export async function checkedTranslations(
  translations: unknown,
): Promise<Schemas['CardTranslations'] | undefined> {
  const read = await readResponseWith<Schemas['CardTranslations']>(
    { operationId: 'getPublicProfile', success: cardTranslationsResponse },
    200,
    translations,
  );
  return read?.body;
}

/** The card with its translations checked, and the code that shows it in a language. */
export async function translate(profile: Schemas['PublicProfile']): Promise<CardTranslation> {
  const translations = await checkedTranslations(profile.translations);
  return { profile: { ...profile, translations }, inLanguage: cardInLanguage };
}

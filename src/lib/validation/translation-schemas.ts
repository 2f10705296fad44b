import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { cardLanguageValues } from '@/api/generated/lists/card-language-values.gen';
import { multiLineSchema, singleLineSchema } from './schemas';

const labels = z.optional(z.array(singleLineSchema));

/**
 * A card's words in one language (contract `CardTextInput`, capability `cardTranslations`):
 * every field optional, one line each but the description. The lengths are the contract's
 * (checked with the rest of the body, as for every section).
 */
export const cardTextSchema = z.object({
  name: z.optional(singleLineSchema),
  tagLine: z.optional(singleLineSchema),
  description: z.optional(multiLineSchema),
  phoneLabels: labels,
  whatsappLabels: labels,
  emailLabels: labels,
  documentNames: labels,
  address: z.optional(
    z.object({
      street: z.optional(singleLineSchema),
      city: z.optional(singleLineSchema),
      state: z.optional(singleLineSchema),
      country: z.optional(singleLineSchema),
    }),
  ),
}) satisfies z.ZodMiniType<Schemas['CardTextInput']>;

/** One of the contract's `CardLanguage` tags. */
export const cardLanguageSchema = z.enum(cardLanguageValues);

/**
 * The `translations` section of a card (contract `CardTranslationsInput`): the card's own
 * language and its words by language.
 */
export const translationsSectionSchema = z.object({
  language: cardLanguageSchema,
  texts: z.partialRecord(cardLanguageSchema, cardTextSchema),
}) satisfies z.ZodMiniType<Schemas['CardTranslationsInput']>;

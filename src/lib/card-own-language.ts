import type { Schemas } from '@/api/client';

// A module of its own: the card's first download reads it, while `cardInLanguage`
// (./card-language.ts) loads later with the translations' check.

/**
 * The language a card's own words are written in (capability `cardTranslations`: a BCP 47
 * tag), if told: the language a visitor gets when nothing they asked for is shipped
 * (src/i18n/resolve.ts). The card's answer leaves `translations` unchecked until later
 * (src/card/later/card-translations.ts), so only a string counts.
 */
export const cardLanguageOf = (
  card: Pick<Schemas['PublicProfile'], 'translations'> | undefined,
): string | undefined => {
  const language: unknown = card?.translations?.language;
  return typeof language === 'string' ? language : undefined;
};

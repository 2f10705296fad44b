import type { Schemas } from '@/api/client';
import { cardLanguageValues } from '@/api/generated/lists/card-language-values.gen';
import { nameOf, type Language } from '@/i18n/languages';

export type CardLanguage = Schemas['CardLanguage'];

/**
 * A language of the contract's list by its own name (src/i18n/languages.ts), then by its name
 * in the owner's interface language (`Intl.DisplayNames`): `हिन्दी (Hindi)`.
 */
export function languageName(tag: CardLanguage, interfaceLanguage: string): string {
  const own = nameOf(tag as Language);
  const known = new Intl.DisplayNames([interfaceLanguage], { type: 'language' }).of(tag);
  return known && known !== own ? `${own} (${known})` : own;
}

/** The words of one language in the form: every field a string, the lists one per entry. */
export type TextValues = {
  name: string;
  tagLine: string;
  description: string;
  phoneLabels: string[];
  whatsappLabels: string[];
  emailLabels: string[];
  documentNames: string[];
  address: { street: string; city: string; state: string; country: string };
};

/** The Translations form: the card's own language and its words in every other one. */
export type TranslationsValues = {
  language: CardLanguage;
  texts: Record<CardLanguage, TextValues>;
};

/** How many entries of each list the card has (a label per entry). */
type Counts = { phone: number; whatsapp: number; email: number; documents: number };

const countsOf = (profile: Schemas['Profile']): Counts => ({
  phone: profile.contact.phone.length,
  whatsapp: profile.contact.whatsapp.length,
  email: profile.contact.email.length,
  documents: profile.documents.length,
});

const list = (given: string[] | undefined, length: number) =>
  Array.from({ length }, (_, i) => given?.[i] ?? '');

/** The form's values of the card's stored translations, a field per entry of the card. */
export function translationsValues(
  profile: Schemas['Profile'],
  stored: Schemas['CardTranslations'],
): TranslationsValues {
  const counts = countsOf(profile);
  const all = stored.texts as Partial<Record<string, Schemas['CardText']>>;
  const texts = Object.fromEntries(
    cardLanguageValues.map((lang) => {
      const t = all[lang] ?? {};
      return [
        lang,
        {
          name: t.name ?? '',
          tagLine: t.tagLine ?? '',
          description: t.description ?? '',
          phoneLabels: list(t.phoneLabels, counts.phone),
          whatsappLabels: list(t.whatsappLabels, counts.whatsapp),
          emailLabels: list(t.emailLabels, counts.email),
          documentNames: list(t.documentNames, counts.documents),
          address: {
            street: t.address?.street ?? '',
            city: t.address?.city ?? '',
            state: t.address?.state ?? '',
            country: t.address?.country ?? '',
          },
        },
      ];
    }),
  ) as Record<CardLanguage, TextValues>;
  return { language: stored.language, texts };
}

const filled = (value: string) => value.trim() !== '';

/** One language's words as sent: only what was written, lists only with a label in them. */
function textRequest(t: TextValues): Schemas['CardTextInput'] | undefined {
  const out: Schemas['CardTextInput'] = {};
  for (const key of ['name', 'tagLine', 'description'] as const) {
    if (filled(t[key])) out[key] = t[key].trim();
  }
  for (const key of ['phoneLabels', 'whatsappLabels', 'emailLabels', 'documentNames'] as const) {
    if (t[key].some(filled)) out[key] = t[key].map((v) => v.trim());
  }
  const address = Object.fromEntries(
    Object.entries(t.address).flatMap(([k, v]) => (filled(v) ? [[k, v.trim()]] : [])),
  );
  if (Object.keys(address).length) out.address = address;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The `translations` section of the form's values (contract `CardTranslationsInput`): the
 * card's language and each language with anything written in it. The words of the card's own
 * language are sent too: the contract ignores them while it is the card's language, and an
 * owner who sets "Your card is written in" to a language and back finds them again.
 */
export function translationsRequest(values: TranslationsValues): Schemas['CardTranslationsInput'] {
  const texts: Schemas['CardTranslationsInput']['texts'] = {};
  for (const lang of cardLanguageValues) {
    const text = textRequest(values.texts[lang]);
    if (text) texts[lang] = text;
  }
  return { language: values.language, texts };
}

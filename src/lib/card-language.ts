import type { Schemas } from '@/api/client';

type Card = Schemas['PublicProfile'];

/** What a card answer carries that can be translated (a Profile or a PublicProfile). */
type Translatable = Pick<Card, 'general' | 'contact' | 'documents' | 'location' | 'translations'>;

/** The words of `language` when given and not empty, else the card's own. */
const word = (own: string, translated: string | undefined) =>
  own.trim() && translated?.trim() ? translated : own;

/** The entries with their `name` translated by position (only where the entry has one). */
const named = <T extends { name: string }>(entries: T[], names: string[] | undefined): T[] =>
  names ? entries.map((e, i) => ({ ...e, name: word(e.name, names[i]) })) : entries;

/**
 * The card in `language` (a BCP 47 primary tag; capability `cardTranslations`): the name,
 * tag line, description, the labels of its phones, WhatsApp numbers and e-mails, its
 * documents' names and its address, each in that language where the card has a translation
 * of it, else in the card's own words (per field). Everything else, the numbers, addresses
 * and links, stays as it is. The card itself when there is no language, no translation in it,
 * or it is the card's own language. Pure: the card is not changed.
 *
 * @example cardInLanguage(card, 'hi').general.name // 'ओवेन ओनर'
 */
export function cardInLanguage<T extends Translatable>(card: T, language: string | undefined): T {
  const texts = card.translations?.texts as Record<string, Schemas['CardText']> | undefined;
  const t = language && language !== card.translations?.language ? texts?.[language] : undefined;
  if (!t) return card;
  const { general, contact, location } = card;
  const address = location.address;
  return {
    ...card,
    general: {
      ...general,
      name: word(general.name, t.name),
      tagLine: word(general.tagLine, t.tagLine),
      description: word(general.description, t.description),
    },
    contact: {
      phone: named(contact.phone, t.phoneLabels),
      whatsapp: named(contact.whatsapp, t.whatsappLabels),
      email: named(contact.email, t.emailLabels),
    },
    documents: named(card.documents, t.documentNames),
    location: {
      ...location,
      address: {
        ...address,
        street: word(address.street, t.address?.street),
        city: word(address.city, t.address?.city),
        state: word(address.state, t.address?.state),
        country: word(address.country, t.address?.country),
      },
    },
  };
}

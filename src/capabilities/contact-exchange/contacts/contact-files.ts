import type { Schemas } from '@/api/client';
import { internationalNumber } from '@/lib/vcard/international-number';

type ExchangeContact = Schemas['ExchangeContact'];

/** The contact's phone with its country calling code (`+919123456780`), or ''. */
export const contactPhone = (contact: ExchangeContact) =>
  contact.phone ? (internationalNumber(contact.phone.code, contact.phone.number) ?? '') : '';

/**
 * The contact's phone for the CSV, as an RFC 3966 `tel:` URI (`tel:+919123456780`), or '': the
 * `+` of the international number stays readable, yet no cell starts with it (a spreadsheet
 * reads a leading `+` as a formula, and `toCsv` would have to prefix it with `'`; OWASP "CSV
 * Injection"). CRMs and phones read the URI as a number.
 */
export const csvPhone = (contact: ExchangeContact) => {
  const phone = contactPhone(contact);
  return phone ? `tel:${phone}` : '';
};

/* eslint-disable lingui/no-unlocalized-strings -- the consent's keys (the pages say them
   translated) and the CSV file's column names and values, for other software */
/**
 * The contact's marketing consent as the owner must read it: `No`; `Unconfirmed` when the
 * visitor ticked the box (anyone can type someone else's address, contract `ExchangeContact`);
 * `Confirmed` once the person confirmed the address (`marketingConsentConfirmedAt`, a server's
 * double opt-in).
 */
export function consentOf(contact: ExchangeContact): 'No' | 'Unconfirmed' | 'Confirmed' {
  if (!contact.marketingConsent) return 'No';
  return contact.marketingConsentConfirmedAt ? 'Confirmed' : 'Unconfirmed';
}

/**
 * The CSV export's columns, in order: English in every language of the page, as the consent's
 * values, since the file is read by other software (a CRM's import matches these names), like the
 * vCard's property names (docs/translations.md).
 */
const csvColumns = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Job title',
  'Note',
  'Card',
  'Consent',
  'Received',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * The contacts' CSV rows for a CRM import (written by the one CSV writer, `toCsv`, RFC 4180,
 * formula-safe in every locale). Phone is a `tel:` URI ({@link csvPhone}); Consent is the
 * marketing consent as {@link consentOf} reads it; Received is the ISO 8601 time (UTC).
 */
export function contactsCsvRows(contacts: readonly ExchangeContact[]): string[][] {
  return [
    [...csvColumns],
    ...contacts.map((c) => [
      c.name,
      c.email ?? '',
      csvPhone(c),
      c.company ?? '',
      c.jobTitle ?? '',
      c.note ?? '',
      c.cardName,
      consentOf(c),
      c.receivedAt,
    ]),
  ];
}

import type { Schemas } from '@/api/client';
import { internationalNumber } from '@/lib/vcard/international-number';

type ExchangeContact = Schemas['ExchangeContact'];

/** The contact's phone with its country calling code (`+919123456780`), or ''. */
export const contactPhone = (contact: ExchangeContact) =>
  contact.phone ? (internationalNumber(contact.phone.code, contact.phone.number) ?? '') : '';

/** The CSV export's columns, in order. */
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

/**
 * The contacts' CSV rows for a CRM import (written by the one CSV writer, `toCsv`, RFC 4180,
 * formula-safe). Consent is the marketing consent (`Yes`/`No`); Received is the ISO 8601 time
 * (UTC).
 */
export function contactsCsvRows(contacts: readonly ExchangeContact[]): string[][] {
  return [
    [...csvColumns],
    ...contacts.map((c) => [
      c.name,
      c.email ?? '',
      contactPhone(c),
      c.company ?? '',
      c.jobTitle ?? '',
      c.note ?? '',
      c.cardName,
      c.marketingConsent ? 'Yes' : 'No',
      c.receivedAt,
    ]),
  ];
}

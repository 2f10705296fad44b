import { describe, expect, test } from 'vitest';
import type { EmailType, TelType } from './contact-labels';
import { nameParts } from './name-parts';
import { readBoth, type ReadCard } from '@tests/vcard/vcard-readers';
import { foldLine, formatVCard, maxPhotoBase64Length, type VCardContact } from './vcard-format';

/**
 * The contact file against two independent vCard parsers (ical.js and vobject, see
 * testing/vcard-readers.ts), for hundreds of generated hostile contacts.
 */

/** No lone surrogate: the text survives a UTF-8 round trip unchanged. */
const isWellFormed = (text: string) =>
  new TextDecoder().decode(new TextEncoder().encode(text)) === text;

/** ES2024 `toWellFormed` (Node 24 has it; the project's TypeScript lib is ES2023). */
const toWellFormed = (text: string) =>
  (text as unknown as { toWellFormed: () => string }).toWellFormed();

/** RFC 2426 §5 text escaping, written independently of the adapter. */
const escapeText = (value: string) =>
  value.replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`));

/**
 * A compound value (N, ADR) as ical.js reads it. ical.js finds separators by looking one
 * character back (helpers.unescapedIndexOf), so it misreads a component that ends in a
 * backslash (`\\;` is an escaped backslash, then a separator). Those few values are checked on
 * the unfolded text against RFC 2426 escaping instead; vobject reads them all.
 */
function expectIcalCompound(
  read: string[] | undefined,
  text: string,
  property: string,
  expected: string[] | undefined,
) {
  if (!expected?.some((component) => component.endsWith('\\'))) {
    expect(read, property).toEqual(expected);
    return;
  }
  const line = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .find((l) => l.startsWith(property + ':') || l.startsWith(property + ';'));
  expect(line?.slice(line.indexOf(':') + 1)).toBe(expected.map(escapeText).join(';'));
}

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hostilePieces = [
  'Owen',
  'Acme',
  ' & Co.',
  ',',
  ';',
  '\\',
  '\\n',
  '\r\n',
  '\n',
  '\r',
  ':',
  '"',
  "'",
  '=',
  '\t',
  '😀',
  '👩🏽‍💻',
  '🇮🇳',
  'é',
  'ß',
  'नमस्ते',
  '日本語',
  'ÅÄÖ',
  'e\u0301',
  '\u200b',
  '\uE000',
  '\uE001',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'BEGIN:VCARD',
  'END:VCARD',
  '\\,',
  '\\;',
  '%20',
  '+',
  '\ud800',
  '\udfff',
  '\ude00\ud83d',
];

function hostileText(rnd: () => number, maxPieces: number): string {
  const count = 1 + Math.floor(rnd() * maxPieces);
  let text = '';
  for (let i = 0; i < count; i += 1)
    text += hostilePieces[Math.floor(rnd() * hostilePieces.length)];
  // Long values: well past one folded line.
  if (rnd() < 0.2)
    text += 'long '.repeat(20 + Math.floor(rnd() * 60)) + '🙂'.repeat(Math.floor(rnd() * 40));
  return text.trim() ? text : `x${text}x`;
}

const urlPieces = [
  'a',
  'b-c',
  ',',
  ';',
  '%20',
  '~',
  'é',
  '日本',
  '😀',
  '(x)',
  '!',
  '*',
  "'",
  '\\',
  '=',
  '&',
];
function hostileUrl(rnd: () => number): string {
  let path = '';
  const count = 1 + Math.floor(rnd() * 12);
  for (let i = 0; i < count; i += 1) path += urlPieces[Math.floor(rnd() * urlPieces.length)];
  return `https://example.com/${path}?q=${path}`;
}

const telTypeSets: TelType[][] = [['CELL'], ['WORK', 'VOICE'], ['HOME', 'VOICE'], ['VOICE']];
const emailTypeSets: EmailType[][] = [['WORK'], ['HOME']];

/** A label: usually hostile text, sometimes none (then the line is not grouped). */
const hostileLabel = (rnd: () => number) => (rnd() < 0.15 ? undefined : hostileText(rnd, 4));

function generateContact(seed: number): VCardContact {
  const rnd = random(seed);
  const pick = <T>(list: T[]) => list[Math.floor(rnd() * list.length)] as T;
  const networks = ['instagram', 'youtube', 'facebook', 'x', 'justdial', 'linkedin'];
  const socials = networks
    .filter(() => rnd() < 0.5)
    .map((network) => ({ network, url: hostileUrl(rnd) }));
  return {
    name: hostileText(rnd, 8),
    organization: rnd() < 0.8 ? hostileText(rnd, 6) : undefined,
    phones: Array.from({ length: Math.floor(rnd() * 4) }, () => ({
      number: `+91${String(6_000_000_000 + Math.floor(rnd() * 3_999_999_999))}`,
      types: pick(telTypeSets),
      label: hostileLabel(rnd),
    })),
    emails: Array.from({ length: Math.floor(rnd() * 3) }, (_, i) => ({
      address: `user${seed}.${i}+tag@example.co.in`,
      types: pick(emailTypeSets),
      label: hostileLabel(rnd),
    })),
    urls: [
      ...(rnd() < 0.7 ? [{ url: hostileUrl(rnd), label: hostileLabel(rnd) }] : []),
      ...socials.map((s) => ({ url: s.url, label: s.network })),
    ],
    socialProfiles: socials,
    workAddress:
      rnd() < 0.8
        ? {
            street: hostileText(rnd, 6),
            city: hostileText(rnd, 3),
            state: rnd() < 0.5 ? hostileText(rnd, 3) : '',
            postalCode: rnd() < 0.5 ? '560001' : '',
            country: 'India',
          }
        : undefined,
  };
}

/**
 * What a value should read back as: well-formed (a lone surrogate becomes U+FFFD), line
 * breaks as LF, outer whitespace trimmed.
 */
const normalise = (value: string) => toWellFormed(value).replace(/\r\n?/g, '\n').trim();
const labelOf = (label: string | undefined) => (label && normalise(label)) || null;

/**
 * A URL read back is the same URL: the file percent-encodes `,`, `;` and `\` (vcardUrl), so
 * decoding those three and parsing both with the WHATWG URL parser gives the same URL.
 */
const sameUrl = (read: string, original: string) =>
  new URL(read.replace(/%2C/g, ',').replace(/%3B/g, ';').replace(/%5C/g, '\\')).href ===
  new URL(original).href;

function expectWellFormed(text: string) {
  expect(isWellFormed(text)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  const logical = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(logical[0]).toBe('BEGIN:VCARD');
  expect(logical[1]).toBe('VERSION:3.0');
  expect(logical.at(-1)).toBe('END:VCARD');
}

function expectContact(reader: string, card: ReadCard, text: string, contact: VCardContact) {
  const name = normalise(contact.name);
  const { given, family } = nameParts(name);
  expect(card.empty, reader).toEqual([]);
  expect(card.fn, reader).toEqual([name]);
  const n = card.n[0];
  const readN = n && [n.family, n.given, n.additional, n.prefix, n.suffix];
  const address = contact.workAddress;
  const expectedAdr =
    address &&
    ['', '', address.street, address.city, address.state, address.postalCode, address.country].map(
      normalise,
    );
  if (reader === 'ical.js') {
    expectIcalCompound(readN, text, 'N', [family, given, '', '', '']);
    expectIcalCompound(card.adr[0]?.parts, text, 'ADR', expectedAdr);
  } else {
    expect(readN, reader).toEqual([family, given, '', '', '']);
    expect(card.adr[0]?.parts, reader).toEqual(expectedAdr);
  }
  expect(card.org, reader).toEqual(contact.organization ? [[normalise(contact.organization)]] : []);
  expect(card.tel, reader).toEqual(
    contact.phones?.map((p) => ({ value: p.number, types: p.types, label: labelOf(p.label) })),
  );
  expect(card.email, reader).toEqual(
    contact.emails?.map((e) => ({
      value: e.address,
      types: [...e.types, 'INTERNET'],
      label: labelOf(e.label),
    })),
  );
  expect(
    card.url.map((u) => u.label),
    reader,
  ).toEqual(contact.urls?.map((u) => labelOf(u.label)));
  card.url.forEach((u, i) =>
    expect(sameUrl(u.value, contact.urls?.[i]?.url ?? ''), reader).toBe(true),
  );
  expect(
    card.socialProfiles.map((s) => s.network),
    reader,
  ).toEqual(contact.socialProfiles?.map((s) => s.network));
  card.socialProfiles.forEach((s, i) =>
    expect(sameUrl(s.value, contact.socialProfiles?.[i]?.url ?? ''), reader).toBe(true),
  );
}

describe('formatVCard', () => {
  test('every field of 300 generated hostile contacts reads back intact with ical.js and vobject', () => {
    const contacts = Array.from({ length: 300 }, (_, i) => generateContact(i + 1));
    const texts = contacts.map(formatVCard);
    texts.forEach(expectWellFormed);
    readBoth(texts).forEach((readers, i) => {
      for (const [reader, card] of readers)
        expectContact(reader, card, texts[i] ?? '', contacts[i] as VCardContact);
    });
  });

  test('writes the escapes vcards-js misses, and URLs that read the same as text', () => {
    const text = formatVCard({
      name: 'Ann; Bee, C\\D\r\nE',
      organization: 'Owen; Co',
      phones: [{ number: '+919876543210', types: ['WORK', 'VOICE'], label: 'Office, 2; b\\c' }],
      urls: [{ url: 'https://x.com/a,b;c?d=\\' }],
      socialProfiles: [{ network: 'x', url: 'https://x.com/a,b' }],
    });
    expect(text).toContain('FN:Ann\\; Bee\\, C\\\\D\\nE\r\n');
    expect(text).toContain('N:;Ann\\; Bee\\, C\\\\D\\nE;;;\r\n');
    expect(text).toContain('ORG:Owen\\; Co\r\n');
    expect(text).toContain(
      'item1.TEL;TYPE=WORK,VOICE:+919876543210\r\nitem1.X-ABLabel:Office\\, 2\\; b\\\\c\r\n',
    );
    expect(text).toContain('URL:https://x.com/a%2Cb%3Bc?d=%5C\r\n');
    expect(text).toContain('X-SOCIALPROFILE;TYPE=x:https://x.com/a%2Cb\r\n');
  });

  test('writes no control or line-separator character raw (RFC 2425 §5.8.4; docs/security.md, V5)', () => {
    const text = formatVCard({
      name: 'A\0B\vC\fD\u0085E\u2028F\u2029G\x1bH\x7fI\x9bJ',
      organization: 'Org\u2028Line',
      workAddress: { street: 'S\0t', city: 'C\u2029y', state: '', postalCode: '', country: '' },
    });
    // eslint-disable-next-line no-control-regex -- finding a raw control character is the test
    expect(text).not.toMatch(/[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u2028\u2029]/);
    expect(text).toContain('FN:AB\\nC\\nD\\nE\\nF\\nGHIJ\r\n');
    expect(text).toContain('ORG:Org\\nLine\r\n');
  });

  test('leaves out empty properties and anything that is not a number, an address or an http(s) URL', () => {
    const text = formatVCard({
      name: 'Solo',
      organization: '  ',
      phones: [
        { number: '', types: ['CELL'], label: 'Empty' },
        { number: '+91 98765', types: ['CELL'], label: 'Spaced' },
      ],
      emails: [{ address: ' ', types: ['WORK'], label: 'Blank' }],
      urls: [
        { url: 'javascript:alert(1)', label: 'Script' },
        { url: 'https://a.example/ b', label: 'Spaced' },
        { url: 'https://a.example/\u0001', label: 'Control' },
      ],
      socialProfiles: [{ network: 'x', url: 'ftp://x.com' }],
      photoJpegBase64: 'not base64!',
    });
    const [readers] = readBoth([text]);
    for (const [reader, card] of readers ?? []) {
      expect(card.names, reader).toEqual(['VERSION', 'FN', 'N', 'REV']);
      expect(card.fn, reader).toEqual(['Solo']);
    }
  });

  test('embeds a photo as base64 JPEG, folded, and drops one past the size cap', () => {
    const base64 = 'A'.repeat(500);
    const text = formatVCard({ name: 'Pic', photoJpegBase64: base64 });
    expectWellFormed(text);
    const tooLarge = formatVCard({
      name: 'Pic',
      photoJpegBase64: 'A'.repeat(maxPhotoBase64Length + 4),
    });
    const [small, large] = readBoth([text, tooLarge]);
    for (const [reader, card] of small ?? [])
      expect(card.photo, reader).toEqual([{ types: ['JPEG'], bytes: 375 }]);
    for (const [reader, card] of large ?? []) expect(card.photo, reader).toEqual([]);
  });
});

describe('foldLine', () => {
  test('folds at 75 UTF-8 octets without splitting a multi-byte character', () => {
    const line = `NOTE:${'é'.repeat(100)}${'😀'.repeat(50)}`;
    const folded = foldLine(line, true).split('\r\n');
    for (const part of folded) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      expect(isWellFormed(part)).toBe(true);
    }
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  test('never splits an escape pair in text', () => {
    const line = `FN:${'a'.repeat(71)}\\,b`;
    expect(foldLine(line, true)).toBe(`FN:${'a'.repeat(71)}\r\n \\,b`);
    expect(foldLine(line, false)).toBe(`FN:${'a'.repeat(71)}\\\r\n ,b`);
  });
});

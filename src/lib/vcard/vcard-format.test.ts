import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { foldLine, formatVCard, type VCardContact } from './vcard-format';

/**
 * The contact file against an independent vCard parser (ical.js). ical.js applies vCard 4's
 * semicolon rule to 3.0 as well and leaves `\;` as is outside compound properties (N, ADR,
 * ORG); RFC 2426 §5 (ESCAPED-CHAR) defines `\;` as `;`, so only that one escape is decoded here.
 */
const decodeRfc2426Semicolon = (value: string) => value.replace(/\\;/g, ';');

type Parsed = { name: string; type: string; params: Record<string, unknown>; value: unknown };

function parse(text: string): Parsed[] {
  const component = new ICAL.Component(ICAL.parse(text));
  expect(component.name).toBe('vcard');
  return component.getAllProperties().map((p) => ({
    name: p.name,
    type: p.type,
    params: p.toJSON()[1] as Record<string, unknown>,
    value: p.getFirstValue(),
  }));
}

/** No lone surrogate: the text survives a UTF-8 round trip unchanged. */
const isWellFormed = (text: string) =>
  new TextDecoder().decode(new TextEncoder().encode(text)) === text;

const valuesOf = (props: Parsed[], name: string) =>
  props.filter((p) => p.name === name).map((p) => p.value);

/** RFC 2426 §5 text escaping, written independently of the adapter. */
const escapeText = (value: string) =>
  value.replace(/[\\;,\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`));

/**
 * A compound value (N, ADR) read back. ical.js finds separators by looking one character back
 * (helpers.unescapedIndexOf), so it misreads a component that ends in a backslash (`\\;` is an
 * escaped backslash, then a separator). Those few values are checked on the unfolded text
 * against RFC 2426 escaping instead.
 */
function expectCompound(
  props: Parsed[],
  text: string,
  property: string,
  expected: string[] | undefined,
) {
  if (expected?.some((component) => component.endsWith('\\'))) {
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toMatch(new RegExp(`^${property}(;[^:]*)?:`, 'm'));
    const line = unfolded
      .split('\r\n')
      .find((l) => l.startsWith(property + ':') || l.startsWith(property + ';'));
    expect(line?.slice(line.indexOf(':') + 1)).toBe(expected.map(escapeText).join(';'));
    return;
  }
  expect(valuesOf(props, property.toLowerCase())).toEqual(expected ? [expected] : []);
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

function generateContact(seed: number): VCardContact {
  const rnd = random(seed);
  const networks = ['instagram', 'youtube', 'facebook', 'x', 'justdial', 'linkedin'];
  const socials = networks
    .filter(() => rnd() < 0.5)
    .map((network) => ({ network, url: hostileUrl(rnd) }));
  return {
    name: hostileText(rnd, 8),
    organization: rnd() < 0.8 ? hostileText(rnd, 6) : undefined,
    cellPhones: Array.from(
      { length: Math.floor(rnd() * 3) },
      () => `+91${String(6_000_000_000 + Math.floor(rnd() * 3_999_999_999))}`,
    ),
    workEmails: Array.from(
      { length: Math.floor(rnd() * 3) },
      (_, i) => `user${seed}.${i}+tag@example.co.in`,
    ),
    urls: [...(rnd() < 0.7 ? [hostileUrl(rnd)] : []), ...socials.map((s) => s.url)],
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

/** What a value should read back as: line breaks become LF, outer whitespace is trimmed. */
const normalise = (value: string) => value.replace(/\r\n?/g, '\n').trim();

function expectWellFormed(text: string) {
  expect(isWellFormed(text)).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(line).not.toMatch(/[\r\n]/);
  }
  // No empty properties: every logical line has a value after the first unquoted colon.
  const logical = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  for (const line of logical) expect(line).toMatch(/^[A-Z-]+(;[^:]*)?:.+$/);
  expect(logical[0]).toBe('BEGIN:VCARD');
  expect(logical[1]).toBe('VERSION:3.0');
  expect(logical.at(-1)).toBe('END:VCARD');
}

describe('formatVCard', () => {
  test('every field of 300 generated hostile contacts parses back intact with ical.js', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const contact = generateContact(seed);
      const text = formatVCard(contact);
      expectWellFormed(text);
      const props = parse(text);

      expect(valuesOf(props, 'fn').map((v) => decodeRfc2426Semicolon(String(v)))).toEqual([
        normalise(contact.name),
      ]);
      expectCompound(props, text, 'N', ['', normalise(contact.name), '', '', '']);
      expect(valuesOf(props, 'org')).toEqual(
        contact.organization ? [normalise(contact.organization)] : [],
      );
      expect(valuesOf(props, 'tel')).toEqual(contact.cellPhones);
      expect(props.filter((p) => p.name === 'tel').every((p) => p.params.type === 'CELL')).toBe(
        true,
      );
      expect(valuesOf(props, 'email')).toEqual(contact.workEmails);
      expect(valuesOf(props, 'url')).toEqual(contact.urls);
      expect(
        props.filter((p) => p.name === 'x-socialprofile').map((p) => [p.params.type, p.value]),
      ).toEqual(contact.socialProfiles?.map((s) => [s.network, s.url]));
      const address = contact.workAddress;
      expectCompound(
        props,
        text,
        'ADR',
        address &&
          [
            '',
            '',
            address.street,
            address.city,
            address.state,
            address.postalCode,
            address.country,
          ].map(normalise),
      );
    }
  });

  test('writes the escapes vcards-js misses and none inside URIs', () => {
    const text = formatVCard({
      name: 'Ann; Bee, C\\D\r\nE',
      organization: 'Owen; Co',
      urls: ['https://x.com/a,b;c'],
      socialProfiles: [{ network: 'x', url: 'https://x.com/a,b' }],
    });
    expect(text).toContain('FN:Ann\\; Bee\\, C\\\\D\\nE\r\n');
    expect(text).toContain('N:;Ann\\; Bee\\, C\\\\D\\nE;;;\r\n');
    expect(text).toContain('ORG:Owen\\; Co\r\n');
    expect(text).toContain('URL:https://x.com/a,b;c\r\n');
    expect(text).toContain('X-SOCIALPROFILE;TYPE=x:https://x.com/a,b\r\n');
  });

  test('leaves out empty properties', () => {
    const text = formatVCard({
      name: 'Solo',
      organization: '  ',
      cellPhones: [''],
      workEmails: [],
      urls: [],
    });
    expect(text).not.toMatch(/^(ORG|TEL|EMAIL|URL|ADR|PHOTO|X-SOCIALPROFILE)/m);
    expect(text).toContain('FN:Solo\r\n');
  });

  test('embeds a photo as base64 JPEG, folded', () => {
    const base64 = 'A'.repeat(500);
    const text = formatVCard({ name: 'Pic', photoJpegBase64: base64 });
    expectWellFormed(text);
    const photo = parse(text).find((p) => p.name === 'photo');
    expect(photo?.params).toMatchObject({ encoding: 'b', type: 'JPEG' });
    expect(String(photo?.value)).toBe(base64);
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

import { i18n } from '@lingui/core';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { readWithVobject, type ReadCard } from '@tests/vcard/vcard-readers';
import { chooseOfflineContact, maxQrBytes, readableQrBytes } from './offline-contact';

const cardUrl = 'https://cards.example.com/profile/6650a1f0c0ffee0000000011';
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The QR version qrcode.react picks for `text` at level M (17 + 4 × version modules a side). */
function qrVersion(text: string): number {
  const view = renderToStaticMarkup(
    <QRCodeSVG value={text} level="M" boostLevel={false} marginSize={0} />,
  );
  const modules = Number(/viewBox="0 0 (\d+) /.exec(view)?.[1]);
  return (modules - 17) / 4;
}

function readOne(text: string): ReadCard {
  const [card] = readWithVobject([text]);
  if (!card || 'error' in card) throw new Error(`vobject: ${card?.error}`);
  return card;
}

/** A card whose minimal contact (name, four numbers, two long e-mails, a long website) is big. */
const crowded = () =>
  toPublicProfile(
    buildFullProfile({
      general: { name: 'N'.repeat(100), tagLine: 'T'.repeat(150) },
      contact: {
        email: [
          { name: 'Work', content: `${'a'.repeat(60)}@${'b'.repeat(60)}.example.com` },
          { name: 'Home', content: `${'c'.repeat(60)}@${'d'.repeat(60)}.example.com` },
        ],
      },
      socials: { website: `https://owen.example.com/${'w'.repeat(170)}` },
    }),
  );

describe('the offline QR content', () => {
  test('the readable limit is the most bytes a version 20 code holds at level M', () => {
    expect(qrVersion('x'.repeat(readableQrBytes))).toBe(20);
    expect(qrVersion('x'.repeat(readableQrBytes + 1))).toBe(21);
    expect(qrVersion('x'.repeat(maxQrBytes))).toBe(40);
  });

  test('a full card keeps name, phones, e-mails and website, and names what it left out', () => {
    const result = chooseOfflineContact(toPublicProfile(buildFullProfile()), cardUrl);
    expect(result.format).toBe('vcard');
    expect(result.dropped.map((d) => i18n._(d))).toEqual(['social links', 'address']);
    expect(bytes(result.text)).toBeLessThanOrEqual(readableQrBytes);
    expect(qrVersion(result.text)).toBeLessThanOrEqual(20);
    const card = readOne(result.text);
    expect(card.fn).toEqual(['Owen Owner']);
    expect(card.tel.map((t) => t.value)).toEqual([
      '+919876543210',
      '+918023456789',
      '+919123456780',
    ]);
    expect(card.email.map((e) => e.value)).toEqual(['owen@example.com', 'sales@example.com']);
    expect(card.url.map((u) => u.value)).toContain('https://owen.example.com');
    expect(card.names).not.toContain('ADR');
    expect(card.names).not.toContain('X-SOCIALPROFILE');
  });

  test('a small card keeps everything, the tag line and the card link too', () => {
    const result = chooseOfflineContact(
      toPublicProfile(
        buildProfile({
          general: { name: 'Mina Minimal', tagLine: 'Potter' },
          contact: { phone: [{ name: 'Mobile', code: 'IN', number: '9876543210' }] },
        }),
      ),
      cardUrl,
    );
    expect(result.dropped.map((d) => i18n._(d))).toEqual([]);
    const card = readOne(result.text);
    expect(card.org).toEqual([['Potter']]);
    expect(card.url).toEqual([{ value: cardUrl, label: 'Tapcard' }]);
  });

  test('a crowded card becomes a MECARD of name, numbers, e-mails and website', () => {
    const profile = crowded();
    const result = chooseOfflineContact(profile, cardUrl);
    expect(result.format).toBe('mecard');
    expect(result.dropped.map((d) => i18n._(d))).toEqual([
      'social links',
      'address',
      'phone and e-mail labels',
      'card link',
      'tag line',
    ]);
    expect(result.text).toMatch(/^MECARD:N:N{100};TEL:\+919876543210;TEL:\+918023456789;/);
    expect(result.text).toContain(`EMAIL:${profile.contact.email[1]!.content};`);
    expect(result.text).toContain(`URL:${profile.socials.website.replace(':', '\\:')};;`);
    expect(result.dense).toBe(bytes(result.text) > readableQrBytes);
  });

  test('MECARD escapes its special characters in the name', () => {
    const result = chooseOfflineContact(
      { ...crowded(), general: { ...crowded().general, name: 'Owen; Co, Ltd: \\ A' } },
      cardUrl,
    );
    expect(result.text).toMatch(/^MECARD:N:Owen\\; Co\\, Ltd\\: \\\\ A;/);
  });
});

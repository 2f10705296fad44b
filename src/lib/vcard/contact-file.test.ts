import ICAL from 'ical.js';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '@mocks/node';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { buildContactFile, contactFileName, contactFromProfile } from './contact-file';
import { formatVCard } from './vcard-format';

function properties(text: string) {
  const card = new ICAL.Component(ICAL.parse(text));
  return (name: string) =>
    card.getAllProperties(name).map((p) => ({ value: p.getFirstValue(), params: p.toJSON()[1] }));
}

describe('contact file of a card (spec §3)', () => {
  test('holds the name, organisation, phones, e-mails, website, socials and work address', () => {
    const profile = toPublicProfile(buildFullProfile());
    const get = properties(formatVCard(contactFromProfile(profile)));

    expect(get('fn').map((p) => p.value)).toEqual(['Owen Owner']);
    expect(get('n').map((p) => p.value)).toEqual([['', 'Owen Owner', '', '', '']]);
    expect(get('org').map((p) => p.value)).toEqual(['Founder, Owen & Co.']);
    // Phones first, then WhatsApp numbers not already listed, with the calling code.
    expect(get('tel').map((p) => p.value)).toEqual([
      '+919876543210',
      '+918023456789',
      '+919123456780',
    ]);
    expect(get('email').map((p) => p.value)).toEqual(['owen@example.com', 'sales@example.com']);
    expect(get('email').every((p) => JSON.stringify(p.params).includes('WORK'))).toBe(true);
    expect(get('url').map((p) => p.value)).toEqual([
      'https://owen.example.com',
      'https://www.instagram.com/owen',
      'https://www.youtube.com/@owen',
      'https://www.facebook.com/owen',
      'https://x.com/owen',
      'https://www.justdial.com/owen',
      'https://www.linkedin.com/in/owen',
    ]);
    expect(get('x-socialprofile').map((p) => [p.params.type, p.value])).toEqual([
      ['instagram', 'https://www.instagram.com/owen'],
      ['youtube', 'https://www.youtube.com/@owen'],
      ['facebook', 'https://www.facebook.com/owen'],
      ['x', 'https://x.com/owen'],
      ['justdial', 'https://www.justdial.com/owen'],
      ['linkedin', 'https://www.linkedin.com/in/owen'],
    ]);
    expect(get('adr')).toEqual([
      {
        value: ['', '', '12 MG Road', 'Bengaluru', 'Karnataka', '560001', 'India'],
        params: { type: 'WORK' },
      },
    ]);
    expect(get('photo')).toEqual([]);
  });

  test('leaves out half-filled entries, bad addresses and non-http(s) URLs', () => {
    const profile = buildProfile({
      general: { name: 'Half', tagLine: '' },
      contact: {
        phone: [
          { name: '', code: 'IN', number: '9876543210' },
          { name: 'No number', code: 'IN', number: '' },
        ],
        whatsapp: [{ name: 'Bad code', code: '', number: '9876543210' }],
        email: [
          { name: 'Bad', content: 'not-an-email' },
          { name: '', content: 'nameless@example.com' },
          { name: 'Injected', content: 'a@b.com?cc=evil@x.com' },
        ],
      },
      socials: {
        website: 'javascript:alert(1)',
        instagram: 'data:text/html,x',
        x: 'ftp://x.com/a',
        linkedin: 'https://ok.example.com',
      },
    });
    const get = properties(formatVCard(contactFromProfile(profile)));
    expect(get('tel')).toEqual([]);
    expect(get('email')).toEqual([]);
    expect(get('org')).toEqual([]);
    expect(get('adr')).toEqual([]);
    expect(get('url').map((p) => p.value)).toEqual(['https://ok.example.com']);
    expect(get('x-socialprofile').map((p) => p.params.type)).toEqual(['linkedin']);
  });

  test('is named after the contact with underscores, or "contact"', () => {
    expect(contactFileName('Owen Owner')).toBe('Owen_Owner.vcf');
    expect(contactFileName('  Ada   Lovelace  ')).toBe('Ada_Lovelace.vcf');
    expect(contactFileName('नमस्ते दुनिया 😀')).toBe('नमस्ते_दुनिया_😀.vcf');
    expect(contactFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('abcdefghij.vcf');
    expect(contactFileName('   ')).toBe('contact.vcf');
    expect(contactFileName('<>')).toBe('contact.vcf');
  });

  test('in preview, makes no call for the logo (an unhandled request would fail this test)', async () => {
    const profile = buildFullProfile({
      general: { logo: { name: 'profile/logos/abc', content: 'https://cdn.example.com/logo.png' } },
    });
    const file = await buildContactFile(profile, { fetchLogo: false });
    expect(file.name).toBe('Owen_Owner.vcf');
    expect(file.type).toBe('text/vcard;charset=utf-8');
    const text = await file.text();
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text).not.toContain('PHOTO');
  });

  test('skips the default logo without fetching it', async () => {
    const file = await buildContactFile(buildFullProfile(), { fetchLogo: true });
    expect(await file.text()).not.toContain('PHOTO');
  });

  test('decodes an inline data: logo without fetching it (a fetch would be an unhandled request here)', async () => {
    const profile = buildFullProfile({
      general: { logo: { name: 'profile/logos/x', content: 'data:image/png;base64,AAAA' } },
    });
    const file = await buildContactFile(profile, { fetchLogo: true });
    // jsdom cannot decode images, so the photo is skipped, silently.
    expect(await file.text()).not.toContain('PHOTO');
  });

  test.each([
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['not an image', () => HttpResponse.text('<html>')],
    ['a network error', () => HttpResponse.error()],
  ])('skips a logo that answers with %s, silently', async (_, answer) => {
    let requested = 0;
    server.use(
      http.get('https://cdn.example.com/logo.png', () => {
        requested += 1;
        return answer();
      }),
    );
    const profile = buildFullProfile({
      general: { logo: { name: 'profile/logos/x', content: 'https://cdn.example.com/logo.png' } },
    });
    const file = await buildContactFile(profile, { fetchLogo: true });
    const text = await file.text();
    expect(requested).toBe(1);
    expect(text).toContain('FN:Owen Owner');
    expect(text).not.toContain('PHOTO');
  });
});

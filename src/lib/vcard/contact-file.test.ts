import { HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { http } from '@mocks/handlers/context';
import { server } from '@mocks/node';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { fullCardTranslations } from '@mocks/store';
import {
  buildContactFile,
  contactFileName,
  contactFileOf,
  contactFileText,
  contactFromProfile,
} from './contact-file';
import { readBoth, readWithIcal, type ReadCard } from '@tests/vcard/vcard-readers';
import { formatVCard } from './vcard-format';

const cardUrl = 'https://tapcard.example/profile/6650a1f0c0ffee0000000011';
const photo = btoa(String.fromCharCode(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9));
const long = 'Ω'.repeat(500) + 'x'.repeat(500);

type Case = {
  card: Parameters<typeof buildProfile>[0];
  full?: boolean;
  extras?: Parameters<typeof contactFromProfile>[1];
  expected: Partial<ReadCard>;
};

/**
 * The contact file as phones read it (ADR 0006): each card's contact file read back by two
 * independent parsers (ical.js and vobject), with the same expectations on the fields a phone
 * shows.
 */
const cases: Record<string, Case> = {
  'a full card': {
    card: {},
    full: true,
    extras: { cardUrl, photoJpegBase64: photo },
    expected: {
      empty: [],
      fn: ['Owen Owner'],
      n: [{ family: 'Owner', given: 'Owen', additional: '', prefix: '', suffix: '' }],
      org: [['Founder, Owen & Co.']],
      // Phones first, then WhatsApp numbers not already listed, each with its label.
      tel: [
        { value: '+919876543210', types: ['CELL'], label: 'Mobile' },
        { value: '+918023456789', types: ['WORK', 'VOICE'], label: 'Office' },
        { value: '+919123456780', types: ['CELL'], label: 'WhatsApp (Sales)' },
      ],
      email: [
        { value: 'owen@example.com', types: ['WORK', 'INTERNET'], label: 'Work' },
        { value: 'sales@example.com', types: ['WORK', 'INTERNET'], label: 'Sales' },
      ],
      url: [
        { value: 'https://owen.example.com', label: 'Website' },
        { value: 'https://www.instagram.com/owen', label: 'Instagram' },
        { value: 'https://www.youtube.com/@owen', label: 'Youtube' },
        { value: 'https://www.facebook.com/owen', label: 'Facebook' },
        { value: 'https://x.com/owen', label: 'X' },
        { value: 'https://www.justdial.com/owen', label: 'Justdial' },
        { value: 'https://www.linkedin.com/in/owen', label: 'Linkedin' },
        { value: cardUrl, label: 'Tapcard' },
      ],
      socialProfiles: [
        { network: 'instagram', value: 'https://www.instagram.com/owen' },
        { network: 'youtube', value: 'https://www.youtube.com/@owen' },
        { network: 'facebook', value: 'https://www.facebook.com/owen' },
        { network: 'x', value: 'https://x.com/owen' },
        { network: 'justdial', value: 'https://www.justdial.com/owen' },
        { network: 'linkedin', value: 'https://www.linkedin.com/in/owen' },
      ],
      adr: [
        {
          types: ['WORK'],
          parts: ['', '', '12 MG Road', 'Bengaluru', 'Karnataka', '560001', 'India'],
        },
      ],
      photo: [{ types: ['JPEG'], bytes: 10 }],
    },
  },
  'a name-only card': {
    card: { general: { name: 'Solo' } },
    extras: { cardUrl },
    expected: {
      empty: [],
      fn: ['Solo'],
      n: [{ family: '', given: 'Solo', additional: '', prefix: '', suffix: '' }],
      org: [],
      tel: [],
      email: [],
      url: [{ value: cardUrl, label: 'Tapcard' }],
      socialProfiles: [],
      adr: [],
      photo: [],
    },
  },
  'labelled numbers': {
    card: {
      general: { name: 'Ada Lovelace' },
      contact: {
        phone: [
          { name: 'Office', code: 'IN', number: '08023456789' },
          { name: 'Reception', code: 'IN', number: '8099999999' },
        ],
        whatsapp: [
          { name: 'WhatsApp', code: 'IN', number: '9876543210' },
          { name: 'Home', code: 'IN', number: '8023456789' },
        ],
        email: [{ name: 'Personal', content: 'ada@example.com' }],
      },
    },
    expected: {
      n: [{ family: 'Lovelace', given: 'Ada', additional: '', prefix: '', suffix: '' }],
      // The WhatsApp 'Home' number is the office number already listed: kept once, as Office.
      tel: [
        { value: '+918023456789', types: ['WORK', 'VOICE'], label: 'Office' },
        { value: '+918099999999', types: ['VOICE'], label: 'Reception' },
        { value: '+919876543210', types: ['CELL'], label: 'WhatsApp' },
      ],
      email: [{ value: 'ada@example.com', types: ['HOME', 'INTERNET'], label: 'Personal' }],
      url: [],
    },
  },
  'hostile strings': {
    card: {
      general: {
        name: 'Rita\ud800 Bee, Jr; "A"\\\nZ',
        tagLine: 'Tag; line, with\r\nbreaks \\ and \udc00',
      },
      contact: {
        phone: [{ name: 'Office; front, desk\ud800', code: 'IN', number: '9876543210' }],
        email: [{ name: 'Line\nbreak', content: 'rita@example.com' }],
      },
      socials: { website: 'https://example.com/a,b;c?q=1,2' },
      location: {
        address: {
          street: '12, MG Road; 2nd floor',
          city: 'Bengaluru\\North',
          state: '',
          postalCode: '560001',
          country: 'India\ud83d',
        },
      },
    },
    expected: {
      empty: [],
      fn: ['Rita\ufffd Bee, Jr; "A"\\\nZ'],
      n: [
        {
          family: '',
          given: 'Rita\ufffd Bee, Jr; "A"\\\nZ',
          additional: '',
          prefix: '',
          suffix: '',
        },
      ],
      org: [['Tag; line, with\nbreaks \\ and \ufffd']],
      tel: [
        { value: '+919876543210', types: ['WORK', 'VOICE'], label: 'Office; front, desk\ufffd' },
      ],
      email: [{ value: 'rita@example.com', types: ['WORK', 'INTERNET'], label: 'Line\nbreak' }],
      url: [{ value: 'https://example.com/a%2Cb%3Bc?q=1%2C2', label: 'Website' }],
      adr: [
        {
          types: ['WORK'],
          parts: [
            '',
            '',
            '12, MG Road; 2nd floor',
            'Bengaluru\\North',
            '',
            '560001',
            'India\ufffd',
          ],
        },
      ],
    },
  },
  'a 1000-character name': {
    card: { general: { name: long, tagLine: long } },
    expected: {
      empty: [],
      fn: [long],
      n: [{ family: '', given: long, additional: '', prefix: '', suffix: '' }],
      org: [[long]],
    },
  },
};

describe('contact file as phones read it (ADR 0006), read by ical.js and vobject', () => {
  const names = Object.keys(cases);
  const files = names.map((name) => {
    const { card, full, extras, expected } = cases[name] as Case;
    const profile = toPublicProfile(full ? buildFullProfile(card) : buildProfile(card));
    return { name, text: formatVCard(contactFromProfile(profile, extras)), expected };
  });
  const read = readBoth(files.map((f) => f.text));

  test.each(files.map((file, i) => [file.name, file, read[i]] as const))(
    '%s',
    (_, { text, expected }, readers) => {
      // Valid UTF-8 whatever the card held: the text survives a UTF-8 round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(text))).toBe(text);
      for (const [reader, card] of readers ?? []) {
        for (const [field, value] of Object.entries(expected))
          expect(card[field as keyof ReadCard], `${reader}: ${field}`).toEqual(value);
      }
    },
  );

  test('the two readers agree on every field of every card', () => {
    for (const readers of read) {
      const [[, ical], [, vobject]] = readers as [[string, ReadCard], [string, ReadCard]];
      expect({ ...vobject, names: [...vobject.names].sort() }).toEqual({
        ...ical,
        names: [...ical.names].sort(),
      });
    }
  });
});

describe('contact file of a card (spec §3)', () => {
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
    for (const [reader, card] of readBoth([formatVCard(contactFromProfile(profile))])[0] ?? []) {
      expect(card.tel, reader).toEqual([]);
      expect(card.email, reader).toEqual([]);
      expect(card.org, reader).toEqual([]);
      expect(card.adr, reader).toEqual([]);
      expect(card.url, reader).toEqual([{ value: 'https://ok.example.com', label: 'Linkedin' }]);
      expect(
        card.socialProfiles.map((p) => p.network),
        reader,
      ).toEqual(['linkedin']);
    }
  });

  test('is named after the contact with underscores, or "contact"', () => {
    expect(contactFileName('Owen Owner')).toBe('Owen_Owner.vcf');
    expect(contactFileName('  Ada   Lovelace  ')).toBe('Ada_Lovelace.vcf');
    expect(contactFileName('नमस्ते दुनिया 😀')).toBe('नमस्ते_दुनिया_😀.vcf');
    expect(contactFileName('a/b\\c:d*e?f"g<h>i|j')).toBe('abcdefghij.vcf');
    expect(contactFileName('Rita\ud800')).toBe('Rita\ufffd.vcf');
    expect(contactFileName('   ')).toBe('contact.vcf');
    expect(contactFileName('<>')).toBe('contact.vcf');
  });

  test('links back to the card on this origin unless told the URL', async () => {
    const profile = toPublicProfile(buildProfile({ _id: 'abc\ud800', general: { name: 'Solo' } }));
    const here = readWithIcal(await (await buildContactFile(profile, { fetchLogo: false })).text());
    expect(here.url).toEqual([
      { value: `${window.location.origin}/profile/abc%EF%BF%BD`, label: 'Tapcard' },
    ]);
    const given = await buildContactFile(profile, { fetchLogo: false, cardUrl });
    expect(readWithIcal(await given.text()).url).toEqual([{ value: cardUrl, label: 'Tapcard' }]);
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
    expect(readWithIcal(text).photo).toEqual([]);
  });

  test('skips the default logo without fetching it', async () => {
    const file = await buildContactFile(buildFullProfile(), { fetchLogo: true });
    expect(readWithIcal(await file.text()).photo).toEqual([]);
  });

  test('decodes an inline data: logo without fetching it (a fetch would be an unhandled request here)', async () => {
    const profile = buildFullProfile({
      general: { logo: { name: 'profile/logos/x', content: 'data:image/png;base64,AAAA' } },
    });
    const file = await buildContactFile(profile, { fetchLogo: true });
    // jsdom cannot decode images, so the photo is skipped, silently.
    expect(readWithIcal(await file.text()).photo).toEqual([]);
  });

  test.each([
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['not an image', () => HttpResponse.text('<html>')],
    ['a network error', () => HttpResponse.error()],
  ])('skips a logo that answers with %s, silently', async (_, answer) => {
    let requested = 0;
    server.use(
      // A logo host, not the API: outside the contract.
      http.untyped.get('https://cdn.example.com/logo.png', () => {
        requested += 1;
        return answer();
      }),
    );
    const profile = buildFullProfile({
      general: { logo: { name: 'profile/logos/x', content: 'https://cdn.example.com/logo.png' } },
    });
    const file = await buildContactFile(profile, { fetchLogo: true });
    const card = readWithIcal(await file.text());
    expect(requested).toBe(1);
    expect(card.fn).toEqual(['Owen Owner']);
    expect(card.photo).toEqual([]);
  });
});

describe('a contact file in the visitor’s language (capability `cardTranslations`)', () => {
  const card = toPublicProfile(buildFullProfile({ translations: fullCardTranslations }));

  test('carries the name, title, labels and address in it; the types follow the owner’s labels', () => {
    const { name, text } = contactFileOf(card, { language: 'hi' });
    expect(name).toBe('ओवेन_ओनर.vcf');
    expect(text).toContain('FN:ओवेन ओनर\r\n');
    expect(text).toContain('ORG:संस्थापक\\, ओवेन एंड कंपनी\r\n');
    // 'Mobile' is a CELL and 'Office' WORK, whatever the label says in Hindi.
    expect(text).toMatch(/TEL;TYPE=CELL[^\r]*:\+919876543210\r\n[^\r]*X-ABLabel:मोबाइल\r\n/);
    expect(text).toMatch(/TEL;TYPE=WORK,VOICE[^\r]*:\+918023456789\r\n[^\r]*X-ABLabel:दफ़्तर\r\n/);
    expect(text).toContain('बेंगलुरु');
    // No English word among them: the website goes unlabelled (the phone names it in its own
    // language); a brand keeps its name.
    expect(text).toMatch(/\r\nURL:https:\/\/owen\.example\.com\r\n/);
    expect(text).not.toContain('X-ABLabel:Website');
    expect(text).toMatch(
      /URL:https:\/\/www\.instagram\.com\/owen\r\n[^\r]*X-ABLabel:Instagram\r\n/,
    );
  });

  test('without a language, or in one it has no words in, the card’s own', () => {
    const withoutRev = (text: string) => text.replace(/^REV:.*$/m, '');
    expect(withoutRev(contactFileOf(card).text)).toBe(withoutRev(contactFileText(card)));
    expect(contactFileOf(card).text).toContain('FN:Owen Owner\r\n');
    expect(contactFileOf(card, { language: 'ml' }).name).toBe('Owen_Owner.vcf');
  });
});

import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import type { components } from '@/api/generated/schema.gen';

type Schemas = components['schemas'];

/** Storage name and URL of the default logo (spec §3: 'profile/logos/default'). */
export const defaultLogo: Schemas['Logo'] = {
  name: 'profile/logos/default',
  content: '/default-logo.svg',
};

type DeepPartial<T> = T extends (infer U)[]
  ? U[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function merge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (overrides === undefined) return base;
  if (Array.isArray(base) || typeof base !== 'object' || base === null) return overrides as T;
  const out = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides as object)) {
    const current = out[key];
    out[key] =
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      current &&
      typeof current === 'object'
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return out as T;
}

let sequence = 0;

/** A new 24-hex id in the style of the real server's ids (random, not sequential). */
export function newId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Every social link empty, as a blank card has them (contract `Socials`). */
export function emptySocials(): Schemas['Socials'] {
  return Object.fromEntries(socialsKeys.map((link) => [link, ''])) as Schemas['Socials'];
}

/**
 * A blank card: the defaults of a bulk-created card (contract `createProfiles`):
 * empty sections, default logo, theme dark, accent blue, no owner, active, 0 taps.
 * `overrides` is a deep partial; arrays replace whole.
 */
export function buildProfile(overrides?: DeepPartial<Schemas['Profile']>): Schemas['Profile'] {
  sequence += 1;
  const base: Schemas['Profile'] = {
    _id: newId(),
    general: { name: `Card ${sequence}`, tagLine: '', description: '', logo: { ...defaultLogo } },
    contact: { phone: [], whatsapp: [], email: [] },
    socials: emptySocials(),
    location: {
      googleMapsUrl: '',
      address: { street: '', city: '', state: '', postalCode: '', country: '' },
    },
    documents: [],
    other: { upi: { name: '', content: '' }, googleReviewUrl: '' },
    style: { theme: 'dark', accent: 'blue' },
    meta: { owner: null, isActive: true, taps: 0 },
  };
  return merge(base, overrides);
}

/** A card with every section filled (two phones, two WhatsApp numbers, …, three documents). */
export function buildFullProfile(overrides?: DeepPartial<Schemas['Profile']>): Schemas['Profile'] {
  return merge(
    buildProfile({
      general: {
        name: 'Owen Owner',
        tagLine: 'Founder, Owen & Co.',
        description: 'We design and print NFC business cards; tap to save my contact.',
      },
      contact: {
        phone: [
          { name: 'Mobile', code: 'IN', number: '9876543210' },
          { name: 'Office', code: 'IN', number: '8023456789' },
        ],
        whatsapp: [
          { name: 'Personal', code: 'IN', number: '9876543210' },
          { name: 'Sales', code: 'IN', number: '9123456780' },
        ],
        email: [
          { name: 'Work', content: 'owen@example.com' },
          { name: 'Sales', content: 'sales@example.com' },
        ],
      },
      socials: {
        website: 'https://owen.example.com',
        instagram: 'https://www.instagram.com/owen',
        youtube: 'https://www.youtube.com/@owen',
        facebook: 'https://www.facebook.com/owen',
        x: 'https://x.com/owen',
        justdial: 'https://www.justdial.com/owen',
        linkedin: 'https://www.linkedin.com/in/owen',
      },
      location: {
        googleMapsUrl: 'https://maps.google.com/?q=MG+Road+Bengaluru',
        address: {
          street: '12 MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
        },
      },
      documents: [
        { name: 'Brochure', content: 'https://owen.example.com/brochure.pdf' },
        { name: 'Price list', content: 'https://owen.example.com/prices.pdf' },
        { name: 'Portfolio', content: 'https://owen.example.com/portfolio.pdf' },
      ],
      other: {
        upi: { name: 'Owen Owner', content: 'owen@okbank' },
        googleReviewUrl: 'https://g.page/r/owen/review',
      },
    }),
    overrides,
  );
}

/** A user (never with a password: the contract's User has none). */
export function buildUser(overrides?: Partial<Schemas['User']>): Schemas['User'] {
  return {
    _id: newId(),
    name: 'Test User',
    email: `user${sequence++}@example.com`,
    phone: { code: 'IN', number: '9876543210' },
    isVerified: true,
    isAdmin: false,
    ...overrides,
  };
}

/** Public view of a card (contract PublicProfile): no owner, status or taps. */
export function toPublicProfile(profile: Schemas['Profile']): Schemas['PublicProfile'] {
  const { meta, ...rest } = profile;
  return { ...rest, meta: meta.redirectUrl ? { redirectUrl: meta.redirectUrl } : {} };
}

/** List view of a card (contract ProfileSummary). */
export function toSummary(profile: Schemas['Profile']): Schemas['ProfileSummary'] {
  return { _id: profile._id, general: { name: profile.general.name }, meta: profile.meta };
}

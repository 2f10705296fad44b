/**
 * Single-field drifts from the contract, as a server we don't control might send them
 * (ADR 0004). Shared by the component tests of the public card and the editor and by the
 * browser journey against a drifting HTTP server (e2e/drift.spec.ts). Each one changes a copy of
 * a full card (every tab filled) and says which public tabs must disappear with it and which
 * editor section could not be read; everything else must stay.
 */

/** A card as JSON, to be broken. */
export type CardJson = Record<string, unknown>;

export type Malformation = {
  name: string;
  change: (card: CardJson) => void;
  /** Public tabs that disappear (their data could not be read). */
  lostTabs?: string[];
  /** The name cannot be read either (it is the malformed field). */
  nameLost?: boolean;
  /** Editor sections that say their server value could not be read. */
  unreadable: string[];
  /** Only meaningful for the editor's card (e.g. `meta.taps`, absent from the public card). */
  editorOnly?: boolean;
};

const section = (card: CardJson, key: string) => card[key] as Record<string, unknown>;
const contactList = (card: CardJson, key: 'phone' | 'whatsapp' | 'email') =>
  section(card, 'contact')[key] as unknown[];

/** The six public tabs of a full card, in order. */
export const fullCardTabs = ['Description', 'Contact', 'Socials', 'Location', 'Documents', 'Other'];

/** The editor's Edit Details tabs of the specification's sections, in order (Exchange follows where offered). */
export const specEditorTabs = [
  'General',
  'Logo',
  'Contact',
  'Socials',
  'Location',
  'Documents',
  'Other',
];

export const malformations: Malformation[] = [
  // The 25 single-field drifts that used to blank the card (ADR 0004).
  {
    name: 'contact.phone is an object',
    change: (c) => (section(c, 'contact').phone = { name: 'Mobile', number: '9876543210' }),
    unreadable: ['contact'],
  },
  {
    name: 'contact.phone is a string',
    change: (c) => (section(c, 'contact').phone = '9876543210'),
    unreadable: ['contact'],
  },
  {
    name: 'a null entry in contact.phone',
    change: (c) => contactList(c, 'phone').splice(1, 1, null),
    unreadable: ['contact'],
  },
  {
    name: 'a null entry in documents',
    change: (c) => (c.documents as unknown[]).splice(0, 1, null),
    unreadable: ['documents'],
  },
  {
    name: 'documents is an object',
    change: (c) => (c.documents = {}),
    lostTabs: ['Documents'],
    unreadable: ['documents'],
  },
  {
    name: 'socials is null',
    change: (c) => (c.socials = null),
    lostTabs: ['Socials'],
    unreadable: ['socials'],
  },
  {
    name: 'socials.website is a number',
    change: (c) => (section(c, 'socials').website = 42),
    unreadable: ['socials'],
  },
  { name: 'style is missing', change: (c) => delete c.style, unreadable: ['style'] },
  {
    name: 'general.description is null',
    change: (c) => (section(c, 'general').description = null),
    lostTabs: ['Description'],
    unreadable: ['general'],
  },
  {
    name: 'general.logo is missing',
    change: (c) => delete section(c, 'general').logo,
    unreadable: ['general'],
  },
  { name: 'meta is missing', change: (c) => delete c.meta, unreadable: ['meta'] },
  {
    name: 'meta.redirectUrl is a number',
    change: (c) => (section(c, 'meta').redirectUrl = 42),
    unreadable: ['meta'],
  },
  {
    name: 'location is missing',
    change: (c) => delete c.location,
    lostTabs: ['Location'],
    unreadable: ['location'],
  },
  // Lone surrogates in every string that becomes a link.
  {
    name: 'a lone surrogate in the UPI payee name',
    change: (c) => (section(section(c, 'other'), 'upi').name = 'Rita\ud800'),
    unreadable: [],
  },
  {
    name: 'a lone surrogate in an e-mail address',
    change: (c) =>
      contactList(c, 'email').splice(0, 1, { name: 'Work', content: 'ow\ud800en@example.com' }),
    unreadable: [],
  },
  {
    name: 'a lone surrogate in a phone name and a WhatsApp name',
    change: (c) => {
      (contactList(c, 'phone')[0] as CardJson).name = 'Mo\udc00bile';
      (contactList(c, 'whatsapp')[0] as CardJson).name = '\ud800';
    },
    unreadable: [],
  },
  {
    name: 'a lone surrogate in a social URL and a document URL',
    change: (c) => {
      section(c, 'socials').website = 'https://owen.example.com/\ud800';
      (c.documents as CardJson[])[0]!.content = 'https://owen.example.com/\udfff.pdf';
    },
    unreadable: [],
  },
  // Each section missing, null or of the wrong type.
  {
    name: 'general is null',
    change: (c) => (c.general = null),
    lostTabs: ['Description'],
    nameLost: true,
    unreadable: ['general'],
  },
  {
    name: 'general.name is a number',
    change: (c) => (section(c, 'general').name = 7),
    nameLost: true,
    unreadable: ['general'],
  },
  {
    name: 'contact is missing',
    change: (c) => delete c.contact,
    lostTabs: ['Contact'],
    unreadable: ['contact'],
  },
  {
    name: 'contact is a number',
    change: (c) => (c.contact = 42),
    lostTabs: ['Contact'],
    unreadable: ['contact'],
  },
  {
    name: 'socials is an array',
    change: (c) => (c.socials = ['https://owen.example.com']),
    lostTabs: ['Socials'],
    unreadable: ['socials'],
  },
  {
    name: 'location is a string',
    change: (c) => (c.location = '12 MG Road'),
    lostTabs: ['Location'],
    unreadable: ['location'],
  },
  {
    name: 'documents is missing',
    change: (c) => delete c.documents,
    lostTabs: ['Documents'],
    unreadable: ['documents'],
  },
  {
    name: 'other is null',
    change: (c) => (c.other = null),
    lostTabs: ['Other'],
    unreadable: ['other'],
  },
  { name: 'style is a string', change: (c) => (c.style = 'dark'), unreadable: ['style'] },
  { name: 'meta is null', change: (c) => (c.meta = null), unreadable: ['meta'] },
  // Null entries, numbers for strings, unknown enum values, lists too long.
  {
    name: 'null entries in whatsapp and email',
    change: (c) => {
      contactList(c, 'whatsapp').splice(0, 1, null);
      contactList(c, 'email').splice(1, 1, null);
    },
    unreadable: ['contact'],
  },
  {
    name: 'a phone number that is a number',
    change: (c) => ((contactList(c, 'phone')[0] as CardJson).number = 9876543210),
    unreadable: ['contact'],
  },
  {
    name: 'numbers for the tag line, a social, the postal code and the review URL',
    change: (c) => {
      section(c, 'general').tagLine = 1;
      section(c, 'socials').instagram = 2;
      section(section(c, 'location'), 'address').postalCode = 560001;
      section(c, 'other').googleReviewUrl = 3;
    },
    unreadable: ['general', 'socials', 'location', 'other'],
  },
  {
    name: 'location.address is null',
    change: (c) => (section(c, 'location').address = null),
    unreadable: ['location'],
  },
  {
    name: 'a document whose URL is a number',
    change: (c) => ((c.documents as CardJson[])[1]!.content = 5),
    unreadable: ['documents'],
  },
  {
    name: 'other.upi is a string',
    change: (c) => (section(c, 'other').upi = 'owen@okbank'),
    unreadable: ['other'],
  },
  {
    name: 'unknown theme and accent',
    change: (c) => (c.style = { theme: 'sepia', accent: 'chartreuse' }),
    unreadable: ['style'],
  },
  {
    name: 'four documents (the contract allows three)',
    change: (c) => (c.documents as unknown[]).push({ name: 'More', content: 'https://e.x/m.pdf' }),
    unreadable: ['documents'],
  },
  {
    name: 'extra fields everywhere',
    change: (c) => {
      c.legacy = { v: 1 };
      section(c, 'general').subtitle = 'x';
      (contactList(c, 'phone')[0] as CardJson).primary = true;
    },
    unreadable: [],
  },
  {
    name: 'meta.taps is a string',
    change: (c) => (section(c, 'meta').taps = 'many'),
    unreadable: ['meta'],
    editorOnly: true,
  },
  {
    name: 'meta.owner is a number',
    change: (c) => (section(c, 'meta').owner = 42),
    unreadable: ['meta'],
    editorOnly: true,
  },
];

/** Answers with no card: the page goes to /error with 'Failed to load profile'. */
export const cardlessAnswers: { name: string; body: unknown }[] = [
  { name: 'data is null', body: { success: true, message: 'Profile fetched.', data: null } },
  {
    name: 'data.profile is null',
    body: { success: true, message: 'Profile fetched.', data: { profile: null } },
  },
  { name: 'data is missing', body: { success: true, message: 'Profile fetched.' } },
  { name: 'the body is an array', body: [] },
  {
    name: 'the card has no _id',
    body: { success: true, message: 'Profile fetched.', data: { profile: { general: {} } } },
  },
];

/** The envelope of `card` after `change`, as the server would send it. */
export function malformedEnvelope(card: object, change: (card: CardJson) => void) {
  const copy = structuredClone(card) as CardJson;
  change(copy);
  return { success: true, message: 'Profile fetched.', data: { profile: copy } };
}

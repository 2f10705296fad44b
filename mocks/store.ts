import type { components } from '@/api/generated/schema.gen';
import { buildFullProfile, buildProfile, newId } from './factories';
import { encodeHeaderValue } from './mail-header';
import { fullCardMeanViews, seedInsights, seededTaps, type InsightsState } from './insights';

type Schemas = components['schemas'];

/** A user as the mock server keeps it: the contract's User plus server-only state. */
export type StoredUser = Schemas['User'] & {
  /** SHA-256 hex of `tapcard-mock:` + password; the password itself is never stored. */
  passwordHash: string;
  verification?: { code: string; issuedAt: number; attempts: number; lastSentAt: number };
};

/** A file attached to a mail (the mailed contact file): its name, media type and text. */
export type MailAttachment = { name: string; type: string; text: string };

export type MailMessage = {
  id: string;
  to: string;
  /**
   * The Subject header as it goes on the wire: RFC 2047 encoded-words when the text is more
   * than printable ASCII (`encodeHeaderValue`, contract "Reference rules", mail); read it with
   * `decodeHeaderValue`.
   */
  subject: string;
  text: string;
  sentAt: string;
  attachments?: MailAttachment[];
};

/**
 * A contact a visitor left on a card (contract `ExchangeContact` without `cardName`, which is
 * the card's name when read).
 */
export type StoredContact = Omit<Schemas['ExchangeContact'], 'cardName'>;

/** A session as the server keeps it (contract `cookieAuth`: idle and absolute expiry). */
export type StoredSession = { userId: string; startedAt: number; lastSeenAt: number };

/** Bumped when the shape changes: a browser's saved state of another shape is re-seeded. */
const stateVersion = 6;

export type StoreState = {
  version: typeof stateVersion;
  /** The named scenario the data was set up from (mocks/scenarios.ts). */
  scenario: string;
  users: StoredUser[];
  profiles: Schemas['Profile'][];
  /** SHA-256 hex of session tokens → session (tokens live only in the cookie). */
  sessions: Record<string, StoredSession>;
  /** SHA-256 hex of reset tokens → user id and expiry (ms since epoch). */
  resetTokens: Record<string, { userId: string; expiresAt: number }>;
  /**
   * Throttle keys (`login:pair:{email}|{client}`, `forgotPassword:address:{email}`, …) → times
   * (ms since epoch) of their recent events (mocks/throttle.ts).
   */
  throttles: Record<string, number[]>;
  mailbox: MailMessage[];
  /** Contacts visitors left on cards (capability `contactExchange`), in the order received. */
  contacts: StoredContact[];
  /** What visitors did on the cards' pages (capability `insights`, mocks/insights.ts). */
  insights: InsightsState;
};

/**
 * Where a persistent store keeps its state between page loads (the browser's localStorage).
 * `save` returns false when the state did not fit (storage quota).
 */
export type Persistence = { load(): string | null; save(state: string): boolean | void };

const hashes = {
  'Admin@123': '5cadfb7731d65740a45a53191328fa329eaa7f0756dd734154647ccd4f9a434a',
  'Owner@123': 'fd310f81c565f4ed21562f52354346cf13dc5f4afd3efecdf2bda85cfafdb3da',
  'Pending@123': '31b59082837b0aa8f53dcaedb6be6b0770276b5dad67b7dff77056b741825ba0',
};

/**
 * The seeded accounts (README "Seed data"): the one list that e2e journeys, unit tests,
 * stories and scripts log in with.
 */
export const seedAccounts = {
  admin: { email: 'admin@example.com', password: 'Admin@123' },
  owner: { email: 'owner@example.com', password: 'Owner@123' },
  pending: { email: 'pending@example.com', password: 'Pending@123' },
} as const;

/** Fixed ids of the seed, so the README, tests and stories can name them. */
export const seedIds = {
  admin: '6650a1f0c0ffee0000000001',
  owner: '6650a1f0c0ffee0000000002',
  pending: '6650a1f0c0ffee0000000003',
  fullCard: '6650a1f0c0ffee0000000011',
  minimalCard: '6650a1f0c0ffee0000000012',
  lightCard: '6650a1f0c0ffee0000000013',
  redirectCard: '6650a1f0c0ffee0000000014',
  inactiveCard: '6650a1f0c0ffee0000000015',
  firstBlankCard: '6650a1f0c0ffee0000000101',
} as const;

/** The e-mail that carries a verification code (register, resend and the seed). */
export function verificationMail(code: string) {
  return {
    subject: 'Verify your email',
    text: `Your verification code is ${code}. It is valid for 10 minutes.`,
  };
}

/**
 * The full card's words in Hindi and Urdu (capability `cardTranslations`), its own in English:
 * every field translated, the address's PIN code as it is.
 */
export const fullCardTranslations: Schemas['CardTranslations'] = {
  language: 'en',
  texts: {
    hi: {
      name: 'ओवेन ओनर',
      tagLine: 'संस्थापक, ओवेन एंड कंपनी',
      description: 'हम NFC बिज़नेस कार्ड डिज़ाइन और प्रिंट करते हैं; मेरा संपर्क सहेजने के लिए टैप करें।',
      phoneLabels: ['मोबाइल', 'दफ़्तर'],
      whatsappLabels: ['निजी', 'बिक्री'],
      emailLabels: ['काम', 'बिक्री'],
      documentNames: ['ब्रोशर', 'मूल्य सूची', 'पोर्टफ़ोलियो'],
      address: { street: '12 एमजी रोड', city: 'बेंगलुरु', state: 'कर्नाटक', country: 'भारत' },
    },
    ur: {
      name: 'اوون اونر',
      tagLine: 'بانی، اوون اینڈ کمپنی',
      description:
        'ہم NFC بزنس کارڈ ڈیزائن اور پرنٹ کرتے ہیں؛ میرا رابطہ محفوظ کرنے کے لیے ٹیپ کریں۔',
      phoneLabels: ['موبائل', 'دفتر'],
      whatsappLabels: ['ذاتی', 'فروخت'],
      emailLabels: ['کام', 'فروخت'],
      documentNames: ['بروشر', 'قیمتوں کی فہرست', 'پورٹ فولیو'],
      address: { street: '12 ایم جی روڈ', city: 'بنگلورو', state: 'کرناٹک', country: 'بھارت' },
    },
  },
};

/**
 * The seed data listed in the README. The pending account has a verification code waiting in
 * the mailbox, as after a real registration.
 */
export function seed(): StoreState {
  const owner = { email: 'owner@example.com' };
  const users: StoredUser[] = [
    {
      _id: seedIds.admin,
      name: 'Ada Admin',
      email: 'admin@example.com',
      phone: { code: 'IN', number: '9000000001' },
      isVerified: true,
      isAdmin: true,
      passwordHash: hashes['Admin@123'],
    },
    {
      _id: seedIds.owner,
      name: 'Owen Owner',
      email: 'owner@example.com',
      phone: { code: 'IN', number: '9876543210' },
      isVerified: true,
      isAdmin: false,
      passwordHash: hashes['Owner@123'],
    },
    {
      _id: seedIds.pending,
      name: 'Penny Pending',
      email: 'pending@example.com',
      phone: { code: 'IN', number: '9123456780' },
      isVerified: false,
      isAdmin: false,
      passwordHash: hashes['Pending@123'],
    },
  ];
  const pendingCode = randomCode();
  const now = Date.now();
  users[2]!.verification = { code: pendingCode, issuedAt: now, attempts: 0, lastSentAt: now };
  const mail = verificationMail(pendingCode);
  const profiles: Schemas['Profile'][] = [
    buildFullProfile({
      _id: seedIds.fullCard,
      meta: { owner, isActive: true, taps: seededTaps(fullCardMeanViews) },
      translations: fullCardTranslations,
    }),
    buildProfile({
      _id: seedIds.minimalCard,
      general: { name: 'Owen Minimal' },
      meta: { owner, isActive: true, taps: 3 },
    }),
    buildProfile({
      _id: seedIds.lightCard,
      general: {
        name: 'Owen Light',
        tagLine: 'Light theme, green accent',
        description: 'A light card.',
      },
      contact: {
        phone: [{ name: 'Mobile', code: 'IN', number: '9876543210' }],
        whatsapp: [],
        email: [],
      },
      socials: { website: 'https://owen.example.com' },
      style: { theme: 'light', accent: 'dark-green' },
      meta: { owner, isActive: true, taps: 7 },
    }),
    buildProfile({
      _id: seedIds.redirectCard,
      general: { name: 'Old campaign card' },
      meta: {
        owner,
        isActive: true,
        taps: 120,
        redirectUrl: 'https://tapcard.example.com/campaign',
      },
    }),
    buildProfile({
      _id: seedIds.inactiveCard,
      general: { name: 'Owen Inactive' },
      meta: { owner, isActive: false, taps: 0 },
    }),
  ];
  for (let i = 1; i <= 24; i += 1) {
    profiles.push(
      buildProfile({
        _id: `6650a1f0c0ffee0000000${String(100 + i)}`,
        general: { name: `Blank card ${i}` },
      }),
    );
  }
  const mailbox: MailMessage[] = [
    {
      id: newId(),
      to: seedAccounts.pending.email,
      ...mail,
      sentAt: new Date(now).toISOString(),
    },
  ];
  return {
    version: stateVersion,
    scenario: 'default',
    users,
    profiles,
    sessions: {},
    resetTokens: {},
    throttles: {},
    mailbox,
    contacts: seedContacts(now),
    insights: seedInsights(seedIds.fullCard, now),
  };
}

/** The notice of a card whose owner has not written one (capability `contactExchange`). */
export const defaultNotice =
  "The card's owner receives what you send here, only to get back in touch with you. They can delete it at any time.";

/** Version of {@link defaultNotice}; a notice the owner writes gets the time it was saved. */
export const defaultNoticeVersion = 'default';

/** A few earlier contacts on the owner's full card; exchange itself is off on every card. */
function seedContacts(now: number): StoredContact[] {
  const day = 24 * 60 * 60 * 1000;
  const base = {
    profileId: seedIds.fullCard,
    noticeVersion: defaultNoticeVersion,
    notice: defaultNotice,
  };
  return [
    {
      ...base,
      _id: 'c0ffee000000000000000001',
      name: 'Sam Shah',
      email: 'sam@example.com',
      marketingConsent: false,
      source: 'saveContact',
      receivedAt: new Date(now - 9 * day).toISOString(),
    },
    {
      ...base,
      _id: 'c0ffee000000000000000002',
      name: 'Priya Patel',
      email: 'priya@example.com',
      phone: { code: 'IN', number: '9123456780' },
      company: 'Patel Traders',
      jobTitle: 'Buyer',
      marketingConsent: true,
      source: 'card',
      receivedAt: new Date(now - 5 * day).toISOString(),
    },
    {
      ...base,
      _id: 'c0ffee000000000000000003',
      name: 'Arjun Rao',
      phone: { code: 'IN', number: '9988776655' },
      note: 'Met at the Bengaluru trade fair; wants a quote for 200 cards.',
      marketingConsent: false,
      source: 'card',
      receivedAt: new Date(now - 2 * day).toISOString(),
    },
  ];
}

/** SHA-256 hex (Web Crypto, in browsers and Node alike). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export const hashPassword = (password: string) => sha256(`tapcard-mock:${password}`);

/** A random token of 32 hex digits. */
export function randomToken(): string {
  return newId() + newId().slice(0, 8);
}

/** A random 6-digit code (spec §9). */
export function randomCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(n % 1_000_000).padStart(6, '0');
}

/**
 * The mock server's in-memory database. `reset()` restores the seed; with `persistence`
 * every `commit()` saves the state (the browser mock keeps QA's data across reloads).
 */
export class Store {
  state: StoreState;
  private readonly persistence: Persistence | undefined;
  private readonly rebuildProfiles: ((scenario: string) => Schemas['Profile'][]) | undefined;

  /**
   * `rebuildProfiles` gives a scenario's cards back when a saved state had to leave them out
   * (too large for the storage quota: the 10,000-card fleet).
   */
  constructor(
    persistence?: Persistence,
    rebuildProfiles?: (scenario: string) => Schemas['Profile'][],
  ) {
    this.persistence = persistence;
    this.rebuildProfiles = rebuildProfiles;
    this.state = this.loadPersisted() ?? seed();
  }

  private loadPersisted(): StoreState | null {
    const raw = this.persistence?.load();
    if (!raw) return null;
    try {
      const state = JSON.parse(raw) as Omit<Partial<StoreState>, 'profiles'> & {
        profiles?: StoreState['profiles'] | null;
      };
      if (state.version !== stateVersion) return null;
      state.profiles ??= this.rebuildProfiles?.(state.scenario ?? 'default') ?? seed().profiles;
      return state as StoreState;
    } catch {
      return null;
    }
  }

  /** Saves after a change (no-op without persistence). */
  commit() {
    if (this.persistence?.save(JSON.stringify(this.state)) === false) {
      // Over the quota: keep users, sessions and mail; the cards are rebuilt from the scenario.
      this.persistence.save(JSON.stringify({ ...this.state, profiles: null }));
    }
  }

  /** Restores the seed data and clears sessions and the mailbox. */
  reset() {
    this.state = seed();
    this.commit();
  }

  userById(id: string) {
    return this.state.users.find((u) => u._id === id);
  }

  userByEmail(email: string) {
    const wanted = email.trim().toLowerCase();
    return this.state.users.find((u) => u.email.toLowerCase() === wanted);
  }

  /** Records a session (by the SHA-256 hex of its token) as seen now. */
  addSession(tokenHash: string, userId: string) {
    const now = Date.now();
    this.state.sessions[tokenHash] = { userId, startedAt: now, lastSeenAt: now };
  }

  /** Ends every session of a user except the one with the token hash `keep`. */
  endSessionsOf(userId: string, keep?: string) {
    for (const [hash, session] of Object.entries(this.state.sessions)) {
      if (session.userId === userId && hash !== keep) delete this.state.sessions[hash];
    }
  }

  profileById(id: string) {
    return this.state.profiles.find((p) => p._id === id);
  }

  /**
   * Records an e-mail the mock "sends" (with attachments, if any); the mailbox is newest first.
   * `subject` is text; the header carries it encoded (`encodeHeaderValue`), never raw.
   */
  send(to: string, subject: string, text: string, attachments?: MailAttachment[]) {
    this.state.mailbox.unshift({
      id: newId(),
      to,
      subject: encodeHeaderValue(subject),
      text,
      sentAt: new Date().toISOString(),
      ...(attachments ? { attachments } : {}),
    });
  }
}

/** The contract's User of a stored user (drops every server-only field). */
export function publicUser(user: StoredUser): Schemas['User'] {
  const { _id, name, email, phone, isVerified, isAdmin } = user;
  return { _id, name, email, phone, isVerified, isAdmin };
}

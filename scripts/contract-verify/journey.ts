import {
  contractCapabilities,
  contractCookieName,
  createApi,
  type AdminUser,
  type Api,
  type Journey,
  type Json,
} from './api.ts';
import { emptySocials } from '../../mocks/factories.ts';

export type JourneyOptions = {
  admin: { email: string; password: string };
  /** Also run the calls that change data (see {@link sideEffects}). */
  write?: boolean;
  /** The session cookie's name (default: the contract's cookieAuth scheme). */
  cookieName?: string;
  /** The card to read (default: the first active card of the admin's list). */
  cardId?: string;
};

/** What `--write` does to the server, printed before it starts. */
export const sideEffects = [
  'registers a new user verify-<time>@example.com (cannot be undone: the contract has no delete)',
  'sends that address a verification e-mail, a second one (resend) and a password-reset e-mail',
  "tries one wrong code and one wrong admin password (may count towards the server's limits)",
  'bulk-creates one card "Contract check" (cannot be undone: the contract has no delete)',
  'saves each section of that new card and uploads and deletes its logo, then restores the sections',
  "changes the admin's own name and phone, then restores them",
];

/**
 * Runs the journey through `proxyBase` (Prism in front of `upstream`); one result per call, in
 * the order of the steps below. Stops early when the admin cannot log in.
 */
export async function runJourney(
  proxyBase: string,
  upstream: string,
  options: JourneyOptions,
): Promise<Journey> {
  const api = createApi(proxyBase, upstream, options.cookieName ?? contractCookieName());
  await callWithoutSession(api);
  if (options.write) await throwawayUser(api, options.admin.email);
  const admin = await logInAsAdmin(api, options.admin);
  if (typeof admin === 'string') return api.journey(admin);
  const cardId = await readCards(api, options.cardId);
  const offered = await optionalCapabilities(api, admin.capabilities);
  for (const name of offered) await capabilitySteps[name]?.(api, cardId);
  if (options.write && (await writeNewCard(api, offered))) await editOwnDetails(api, admin);
  await logOut(api);
  return api.journey();
}

/**
 * The contract's optional capabilities the server announced with the admin's login (contract
 * info "Optional capabilities"). Each one it did not announce is noted as `capability absent:
 * <name>`, not a failure, and its operations are skipped.
 */
async function optionalCapabilities(api: Api, announced: unknown): Promise<Set<string>> {
  const list = Array.isArray(announced) ? announced : [];
  const offered = new Set<string>();
  for (const name of contractCapabilities().keys()) {
    if (list.includes(name)) offered.add(name);
    else api.note(`capability absent: ${name}`);
  }
  return offered;
}

/**
 * The read-only calls of each capability, run when the server announced it (`cardId`: the card
 * the journey read). Nothing here changes data: unknown ids and refusals only.
 */
const capabilitySteps: Record<string, (api: Api, cardId: string | undefined) => Promise<void>> = {
  contactExchange: async (api, cardId) => {
    await api.call({
      name: "contacts on the admin's own cards",
      method: 'GET',
      path: '/api/contacts?page=1&pageSize=5',
      expect: [200],
    });
    if (cardId) {
      await api.call({
        name: "one card's contacts (owner only: 404 unless the admin owns it)",
        method: 'GET',
        path: `/api/contacts?profileId=${cardId}`,
        expect: [200, 404],
      });
    }
    await api.call({
      name: 'delete an unknown contact',
      method: 'DELETE',
      path: '/api/contacts/000000000000000000000000',
      expect: [404],
    });
    await api.call({
      name: 'leave a contact on an unknown card',
      method: 'POST',
      path: '/api/profile/000000000000000000000000/contacts',
      body: {
        name: 'Contract Check',
        email: 'check@example.com',
        marketingConsent: false,
        noticeVersion: 'check',
        source: 'card',
      },
      expect: [404],
    });
    await api.call({
      name: 'mail the contact file of an unknown card',
      method: 'POST',
      path: '/api/profile/000000000000000000000000/contact-mail',
      body: { email: 'check@example.com' },
      expect: [404],
    });
  },
};

/** The session check and the list refuse a caller without a session. */
async function callWithoutSession(api: Api) {
  await api.call({
    name: 'session check, logged out',
    method: 'GET',
    path: '/api/user/check-auth',
    expect: [401],
  });
  await api.call({ name: 'list, logged out', method: 'GET', path: '/api/profile', expect: [401] });
}

/**
 * `--write`: registers a throwaway user, resends its code, tries a wrong code, logs it out,
 * asks for a password reset and tries a bad reset token and a wrong admin password.
 */
async function throwawayUser(api: Api, adminEmail: string) {
  const email = `verify-${Date.now().toString(36)}@example.com`;
  await api.call({
    name: 'register a throwaway user',
    method: 'POST',
    path: '/api/user/register',
    body: {
      name: 'Contract Check',
      email,
      phone: { code: 'IN', number: '9876543210' },
      password: 'Check@123',
    },
    expect: [201, 403, 409, 429],
  });
  api.leftOnServer(`the user ${email} and the e-mails sent to it`);
  await api.call({
    name: 'session check',
    method: 'GET',
    path: '/api/user/check-auth',
    expect: [200, 401],
  });
  await api.call({
    name: 'resend code',
    method: 'POST',
    path: '/api/user/resend-verification',
    expect: [200, 400, 401, 429],
  });
  await api.call({
    name: 'wrong code',
    method: 'POST',
    path: '/api/user/verify-email',
    body: { code: '000000' },
    expect: [400, 401, 429],
  });
  await api.call({
    name: 'log out throwaway',
    method: 'POST',
    path: '/api/user/logout',
    expect: [200, 401],
  });
  api.dropSession();
  await api.call({
    name: 'forgot password',
    method: 'POST',
    path: '/api/user/forgot-password',
    body: { email },
    expect: [200, 429],
  });
  await api.call({
    name: 'reset with a bad token',
    method: 'POST',
    path: '/api/user/reset-password/not-a-token',
    body: { password: 'Check@123' },
    expect: [400],
  });
  await api.call({
    name: 'wrong password',
    method: 'POST',
    path: '/api/user/login',
    body: { email: adminEmail, password: 'wrong-Password1!' },
    expect: [401, 429],
  });
}

/** Logs in as the admin: the admin's user, or why the journey must stop. */
async function logInAsAdmin(
  api: Api,
  credentials: JourneyOptions['admin'],
): Promise<AdminUser | string> {
  const needsCookie = (response: Response) =>
    response.status === 200 && !api.hasSession()
      ? [
          `no "${api.cookieName}" cookie in Set-Cookie (contract cookieAuth; --cookie-name to override)`,
        ]
      : [];
  const login = await api.call(
    {
      name: 'log in as admin',
      method: 'POST',
      path: '/api/user/login',
      body: credentials,
      expect: [200],
    },
    needsCookie,
  );
  const admin = login.json?.data?.user;
  if (login.status === 200 && api.hasSession() && admin) {
    return { ...admin, capabilities: login.json?.data?.capabilities };
  }
  return login.status === 200
    ? `the admin login set no "${api.cookieName}" cookie: the contract's cookieAuth names it; --cookie-name overrides`
    : `admin login failed (status ${login.status}): check CONTRACT_ADMIN_EMAIL and CONTRACT_ADMIN_PASSWORD`;
}

/**
 * With the admin's session: the session check, both lists, one card as the public and the
 * editor read it (`cardId`, else the first active card without a redirect) and an unknown card.
 */
async function readCards(api: Api, cardId: string | undefined): Promise<string | undefined> {
  await api.call({
    name: 'session check',
    method: 'GET',
    path: '/api/user/check-auth',
    expect: [200],
  });
  await api.call({ name: 'own cards', method: 'GET', path: '/api/profile', expect: [200] });
  const all = await api.call({
    name: 'all cards',
    method: 'GET',
    path: '/api/profile?admin=true',
    expect: [200],
  });
  const cards = all.json?.data?.profiles ?? [];
  const readId =
    cardId ??
    (cards.find((c) => c.meta?.isActive !== false && !c.meta?.redirectUrl) ?? cards[0])?._id;
  if (readId) {
    await api.call({
      name: 'public card without a tap',
      method: 'GET',
      path: `/api/profile/${readId}?count=false`,
      expect: [200, 403],
    });
    await api.call({
      name: 'card for the editor',
      method: 'GET',
      path: `/api/profile/${readId}/edit`,
      expect: [200],
    });
  }
  await api.call({
    name: 'unknown card',
    method: 'GET',
    path: '/api/profile/000000000000000000000000?count=false',
    expect: [404],
  });
  return readId;
}

/** The `exchange` section (capability `contactExchange`), saved when the server announces it. */
const exchangeSection = {
  enabled: true,
  fields: ['phone', 'note'],
  notice: 'Contract check receives your details.',
  privacyUrl: 'https://example.com/privacy',
};

/** The `translations` section (capability `cardTranslations`), saved when announced. */
const translationsSection = {
  language: 'en',
  texts: { hi: { name: 'कॉन्ट्रैक्ट जाँच', phoneLabels: ['मोबाइल'] } },
};

/** One value per section of the editor, saved onto the new card one by one. */
const sections: Record<string, unknown> = {
  general: { name: 'Contract check', tagLine: 'Tag', description: 'Description' },
  contact: {
    phone: [{ name: 'Mobile', code: 'IN', number: '9876543210' }],
    whatsapp: [],
    email: [{ name: 'Work', content: 'work@example.com' }],
  },
  socials: { ...emptySocials(), website: 'https://example.com' },
  location: {
    googleMapsUrl: '',
    address: {
      street: '1 Road',
      city: 'Pune',
      state: 'MH',
      postalCode: '411001',
      country: 'India',
    },
  },
  documents: [{ name: 'Doc', content: 'https://example.com/doc.pdf' }],
  other: { upi: { name: 'Check', content: 'check@okbank' }, googleReviewUrl: '' },
  style: { theme: 'light', accent: 'orange' },
  meta: { owner: null, isActive: true },
};

const tinyPng = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

/**
 * `--write`: bulk-creates one card, reads it, saves each section, uploads and deletes a logo,
 * then restores the saved sections. False when the server created no card (the journey then
 * skips the other write steps).
 */
async function writeNewCard(api: Api, offered: Set<string>): Promise<boolean> {
  const created = await api.call({
    name: 'bulk-create one card',
    method: 'POST',
    path: '/api/profile',
    body: { name: 'Contract check', number: 1 },
    expect: [201],
  });
  const id = created.json?.data?.ids?.[0];
  if (!id) return false;
  api.leftOnServer(`the card ${id} ("Contract check")`);
  await api.call({
    name: 'public card without a tap',
    method: 'GET',
    path: `/api/profile/${id}?count=false`,
    expect: [200],
  });
  const before = await api.call({
    name: 'card for the editor',
    method: 'GET',
    path: `/api/profile/${id}/edit`,
    expect: [200],
  });
  const saved: string[] = [];
  try {
    const withCapabilities = {
      ...sections,
      ...(offered.has('contactExchange') ? { exchange: exchangeSection } : {}),
      ...(offered.has('cardTranslations') ? { translations: translationsSection } : {}),
    };
    for (const [section, value] of Object.entries(withCapabilities)) {
      const { status } = await api.call({
        name: `save ${section}`,
        method: 'PATCH',
        path: `/api/profile/${id}`,
        body: { [section]: value },
        expect: [200],
      });
      if (status === 200) saved.push(section);
    }
    await uploadAndDeleteLogo(api, id);
  } finally {
    await restoreSections(api, id, saved, before.json);
  }
  return true;
}

/** Uploads a 1-pixel logo to card `id` and deletes it again. */
async function uploadAndDeleteLogo(api: Api, id: string) {
  const form = new FormData();
  form.append('logo', new Blob([tinyPng], { type: 'image/png' }), 'logo.png');
  const upload = await api.call({
    name: 'upload logo',
    method: 'PATCH',
    path: `/api/profile/${id}/logo`,
    form,
    expect: [200],
  });
  if (upload.status !== 200) return;
  const removed = await api.call({
    name: 'delete logo (restores it)',
    method: 'DELETE',
    path: `/api/profile/${id}/logo`,
    expect: [200],
  });
  if (removed.status !== 200) api.leftOnServer(`the test logo on card ${id}`);
}

/** Saves back each `saved` section of card `id` as the editor read it before (`before`). */
async function restoreSections(api: Api, id: string, saved: string[], before: Json | undefined) {
  const original = before?.data?.profile ?? {};
  for (const section of saved) {
    const value =
      section === 'meta'
        ? restoreMeta(original.meta)
        : section === 'general'
          ? restoreGeneral(original.general)
          : section === 'exchange'
            ? restoreExchange(original.exchange)
            : section === 'translations'
              ? (original.translations ?? { language: 'en', texts: {} })
              : original[section];
    const { status } = await api.call({
      name: `restore ${section}`,
      method: 'PATCH',
      path: `/api/profile/${id}`,
      body: { [section]: value },
      expect: [200],
    });
    if (status !== 200) api.leftOnServer(`the ${section} section of card ${id}`);
  }
}

/**
 * The writable part of a card's general section (contract `GeneralUpdate`, a closed object: the
 * logo has its own calls).
 */
function restoreGeneral(general: unknown) {
  const g = (general ?? {}) as { name?: string; tagLine?: string; description?: string };
  return { name: g.name ?? '', tagLine: g.tagLine ?? '', description: g.description ?? '' };
}

/** The writable part of a card's exchange settings (contract `ExchangeSettingsInput`). */
function restoreExchange(exchange: unknown) {
  const e = (exchange ?? {}) as Record<string, unknown>;
  return {
    enabled: e.enabled === true,
    fields: Array.isArray(e.fields) ? e.fields : [],
    notice: typeof e.notice === 'string' && e.notice.trim() ? e.notice : 'Notice',
    privacyUrl: typeof e.privacyUrl === 'string' ? e.privacyUrl : '',
  };
}

/** The writable part of a card's meta (contract `MetaUpdate`, the editor's Meta form). */
function restoreMeta(meta: unknown) {
  const m = (meta ?? {}) as { owner?: unknown; isActive?: boolean };
  const owner =
    m.owner && typeof m.owner === 'object' ? (m.owner as { email?: string }).email : m.owner;
  return { owner: owner ?? null, isActive: m.isActive ?? true };
}

/** `--write`: changes the admin's own name and phone, then restores them. */
async function editOwnDetails(api: Api, admin: AdminUser) {
  const edit = await api.call({
    name: 'edit own details',
    method: 'PATCH',
    path: `/api/user/${admin._id}`,
    body: { name: 'Contract Check Admin', phone: { code: 'IN', number: '9000000009' } },
    expect: [200],
  });
  if (edit.status !== 200) return;
  const restored = await api.call({
    name: 'restore own details',
    method: 'PATCH',
    path: `/api/user/${admin._id}`,
    body: { name: admin.name, phone: admin.phone },
    expect: [200],
  });
  if (restored.status !== 200) api.leftOnServer(`the admin's name and phone (were ${admin.name})`);
}

/** Logs out; the list then refuses the caller again. */
async function logOut(api: Api) {
  await api.call({ name: 'log out', method: 'POST', path: '/api/user/logout', expect: [200] });
  api.dropSession();
  await api.call({ name: 'list after logout', method: 'GET', path: '/api/profile', expect: [401] });
}

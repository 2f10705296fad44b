import type { components } from '@/api/generated/schema.gen';
import { exchangeFieldValues } from '@/api/generated/lists/exchange-field-values.gen';
import { cardUrl } from '@/lib/card-url';
import { contactFileOf } from '@/lib/vcard/contact-file';
import { leaveContactRequestSchema } from '@/lib/validation/exchange-schemas';
import { messages } from '@/lib/validation/messages';
import { mailContactFileRequestSchema } from '@/lib/validation/schemas';
import { contactFileMailWords } from '../contact-file-mail';
import { newId, toPublicProfile } from '../factories';
import { defaultNotice, defaultNoticeVersion, type StoredContact } from '../store';
import { clientOf, day, mailboxKey, throttleRules, throttles } from '../throttle';
import { createGuard, owns } from './auth';
import { err, http, invalid, readBody, tooMany, type MockContext } from './context';

type Schemas = components['schemas'];
type CardLanguage = Schemas['CardLanguage'];
type Profile = Schemas['Profile'];

/** Contract `leaveContact`: a field the card's owner did not ask for. */
export const notAsked = 'This field is not asked for on this card.';
/** Contract `leaveContact`: the card's exchange is off. */
export const exchangeOff = 'Contact exchange is off for this card.';
/** Contract `deleteContact`: an unknown contact, or one on a card the caller does not own. */
export const contactNotFound = 'Contact not found.';
/** Contract `leaveContact`: the notice changed since the visitor read it (409). */
export const noticeChanged = 'The notice has changed. Please read it again.';

/** The exchange settings of a card; a card never set up has exchange off (the seed). */
export function exchangeOf(profile: Profile): Schemas['ExchangeSettings'] {
  return (
    profile.exchange ?? {
      enabled: false,
      fields: [],
      notice: defaultNotice,
      noticeVersion: defaultNoticeVersion,
      privacyUrl: '',
    }
  );
}

/**
 * What the capability adds to the answers of the `profile` tag: a card's `exchange` section
 * and a summary's `contactCount` while the backend offers `contactExchange`; without it,
 * neither (a server without the capability never sends its fields).
 */
export function exchangeViews({ store, control }: MockContext) {
  const on = () => control.capabilities.includes('contactExchange');
  return {
    offered: on,
    /** The editor's card (`Profile`); without the capability, the answer drops it. */
    profile: (profile: Profile): Profile =>
      on() ? { ...profile, exchange: exchangeOf(profile) } : profile,
    /** The visitor's card (`PublicProfile`); without the capability, the answer drops it. */
    publicProfile: (profile: Profile): Schemas['PublicProfile'] => {
      const card = toPublicProfile(profile);
      return on() ? { ...card, exchange: exchangeOf(profile) } : card;
    },
    /** A list summary: the count of contacts, never the contacts (admins see it too). */
    summary: (summary: Schemas['ProfileSummary']): Schemas['ProfileSummary'] =>
      on()
        ? {
            ...summary,
            contactCount: store.state.contacts.filter((c) => c.profileId === summary._id).length,
          }
        : summary,
  };
}

/** Whether a contact matches the list's search text (any field a person would search). */
function matches(contact: StoredContact, q: string): boolean {
  const wanted = q.trim().toLowerCase();
  if (!wanted) return true;
  return [
    contact.name,
    contact.email,
    contact.phone?.number,
    contact.company,
    contact.jobTitle,
    contact.note,
  ].some((v) => v?.toLowerCase().includes(wanted));
}

/** The contract's ExchangeContact of a stored one, with its card's name as it is now. */
const toExchangeContact = (contact: StoredContact, card: Profile | undefined) => ({
  ...contact,
  cardName: card?.general.name ?? '',
});

/**
 * The owner's mail about `count` new contacts on their card `cardName` (contract
 * `leaveContact`): the subject and text name the card, never a visitor's text.
 */
export const contactNoticeMail = (cardName: string, count: number) =>
  [
    count > 1
      ? `${count} new contacts on your card ${cardName}`
      : `New contact on your card ${cardName}`,
    (count > 1
      ? `${count} contacts were left on your card ${cardName} since our last mail. `
      : `A visitor left their contact on your card ${cardName}. `) +
      'Open Contacts in your dashboard to see them. We mail you at most once an hour for ' +
      'each card; Contacts always lists every contact.',
  ] as const;

/** How many contact files one mailbox gets a day at most (`throttleRules.mailContactFile`). */
const mailboxDailyCap = Math.max(
  ...throttleRules.mailContactFile.filter((r) => r.scope === 'address').map((r) => r.limit),
);

/**
 * The subject and text of "E-mail me this contact" (contract `mailContactFile`): fixed, in the
 * visitor's `language` when the request gave one (capability `cardTranslations`), else English,
 * with the card's link on the public origin and no text of the visitor's or the owner's (the
 * card's name and details are only in the attached file), so the mail cannot carry a message to
 * whoever's address was typed. The link and the cap go in by a function, never as a
 * replacement pattern.
 */
export const contactFileMail = (link: string, language: CardLanguage = 'en') => {
  const { subject, text } = contactFileMailWords[language];
  const values: Record<string, string> = { link, cap: String(mailboxDailyCap) };
  return [subject, text.replace(/\{(link|cap)\}/g, (_, key: string) => values[key]!)] as const;
};

/**
 * Handlers of the contract's `exchange` tag (capability `contactExchange`): the gate already
 * answered 404 when the backend does not offer it, checked Origin, body size and closed
 * bodies (mocks/handlers/gate.ts); these check who may, the card's settings, the throttles.
 */
export function exchangeHandlers(ctx: MockContext) {
  const { store } = ctx;
  const guard = createGuard(ctx);
  const limiter = throttles(store);

  /**
   * The owner's mail about new contacts on a card (contract `leaveContact`): at most one per
   * card an hour and 20 per owner a day (`throttleRules.contactNotice`), each telling how many
   * arrived since the last; its subject and text hold no text of a visitor's (their name, their
   * note), only the card's name, so a sender cannot write into the owner's inbox. Without a
   * timer of its own, the mock tells the contacts of a quiet hour with the next mail; Contacts
   * lists every one at once.
   */
  function notifyOwner(owner: string, profile: Profile) {
    const since = limiter.latest('contactNotice', 'card', profile._id) ?? Date.now() - day;
    const keys = { card: profile._id, owner: owner.toLowerCase() };
    if (limiter.take('contactNotice', throttleRules.contactNotice, keys) > 0) return;
    const count = store.state.contacts.filter(
      (c) => c.profileId === profile._id && Date.parse(c.receivedAt) > since,
    ).length;
    const cardName = profile.general.name.trim() || profile._id;
    store.send(owner, ...contactNoticeMail(cardName, count));
  }

  return [
    http.post('/api/profile/{profileId}/contacts', async ({ params, request, response }) => {
      const profile = guard.requireActiveCard(params.profileId);
      if (profile instanceof Response) return profile;
      const settings = exchangeOf(profile);
      if (!settings.enabled) return response(404).json(err(exchangeOff));
      // The card's limits count only repeats: a client that already left a contact on it.
      const keys = limiter.cardKeys('leaveContact', clientOf(request), profile._id);
      const wait = limiter.waitMs('leaveContact', throttleRules.leaveContact, keys);
      if (wait > 0) return tooMany(wait);
      const parsed = leaveContactRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const contact = parsed.data;
      const unasked = exchangeFieldValues.filter(
        (field) => contact[field] !== undefined && !settings.fields.includes(field),
      );
      if (unasked.length) {
        const errors = Object.fromEntries(unasked.map((field) => [field, notAsked]));
        return response(400).json(err(messages.invalidInput, errors));
      }
      if (contact.noticeVersion !== settings.noticeVersion) {
        return response(409).json(err(noticeChanged));
      }
      limiter.record('leaveContact', keys);
      const trimmed = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
      const stored: StoredContact = {
        _id: newId(),
        profileId: profile._id,
        name: contact.name.trim(),
        ...(trimmed(contact.email) ? { email: trimmed(contact.email) } : {}),
        ...(contact.phone ? { phone: contact.phone } : {}),
        ...(trimmed(contact.company) ? { company: trimmed(contact.company) } : {}),
        ...(trimmed(contact.jobTitle) ? { jobTitle: trimmed(contact.jobTitle) } : {}),
        ...(trimmed(contact.note) ? { note: trimmed(contact.note) } : {}),
        marketingConsent: contact.marketingConsent,
        noticeVersion: settings.noticeVersion,
        notice: settings.notice,
        source: contact.source,
        receivedAt: new Date().toISOString(),
      };
      store.state.contacts.push(stored);
      const owner = profile.meta.owner?.email;
      if (owner) notifyOwner(owner, profile);
      store.commit();
      return response(201).json({ success: true, message: 'Contact received.' });
    }),

    http.post('/api/profile/{profileId}/contact-mail', async ({ params, request, response }) => {
      const profile = guard.requireActiveCard(params.profileId);
      if (profile instanceof Response) return profile;
      const parsed = mailContactFileRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const keys = {
        address: mailboxKey(parsed.data.email),
        ...limiter.cardKeys('mailContactFile', clientOf(request), profile._id),
      };
      const wait = limiter.take('mailContactFile', throttleRules.mailContactFile, keys);
      if (wait > 0) return tooMany(wait);
      const card = toPublicProfile(profile);
      // The card's link in the file: the deployment's public origin, as the renderer's
      // `/profile/{id}/contact.vcf` has it; never the request's Host or the API's own address.
      const link = cardUrl(card._id, undefined, ctx.publicOrigin);
      // Capability `cardTranslations`: the file, and the mail's words, in the visitor's language.
      const language = ctx.control.capabilities.includes('cardTranslations')
        ? parsed.data.language
        : undefined;
      store.send(parsed.data.email, ...contactFileMail(link, language), [
        {
          ...contactFileOf(card, {
            cardUrl: link,
            language,
          }),
          type: 'text/vcard;charset=utf-8',
        },
      ]);
      store.commit();
      return response(202).json({
        success: true,
        message: messages.mailSent,
      });
    }),

    http.get('/api/contacts', async ({ cookies, query, response }) => {
      const auth = await guard.requireVerified(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      const profileId = query.get('profileId');
      if (profileId !== null) {
        // The owner only: an admin may see the count (the list summary), never the contacts;
        // another's card answers as an unknown one.
        const card = guard.cardOf(user, profileId, { admins: false, hidden: true });
        if (card instanceof Response) return card;
      }
      // The gate checked the query against the contract (integers in range, lengths, pattern).
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const q = query.get('q') ?? '';
      const cards = new Map(
        store.state.profiles.filter((p) => owns(p, user.email)).map((p) => [p._id, p]),
      );
      const found = store.state.contacts
        .filter((c) => cards.has(c.profileId) && (profileId === null || c.profileId === profileId))
        .filter((c) => matches(c, q))
        .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
      const contacts = found
        .slice((page - 1) * pageSize, page * pageSize)
        .map((c) => toExchangeContact(c, cards.get(c.profileId)));
      return response(200).json({
        success: true,
        message: 'Contacts fetched.',
        data: { contacts, count: found.length, page, pageSize },
      });
    }),

    http.delete('/api/contacts/{contactId}', async ({ params, cookies, response }) => {
      const auth = await guard.requireVerified(cookies);
      if (auth instanceof Response) return auth;
      // A contact on another's card answers as an unknown one: its existence is not told.
      const contact = store.state.contacts.find((c) => c._id === params.contactId);
      const card = contact && store.profileById(contact.profileId);
      if (!contact || !card || !owns(card, auth.user.email)) {
        return response(404).json(err(contactNotFound));
      }
      store.state.contacts = store.state.contacts.filter((c) => c !== contact);
      store.commit();
      return response(200).json({ success: true, message: 'Contact deleted.' });
    }),
  ];
}

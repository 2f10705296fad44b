// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import { login, startHttpMock, type Client } from '@tests/support/http-mock';
import { readBoth } from '@tests/vcard/vcard-readers';
import { seedAccounts, seedIds } from './store';
import { throttleRules } from './throttle';
import { decodeHeaderValue } from './mail-header';

/**
 * Contact exchange (capability `contactExchange`, contract tag `exchange`) over real HTTP,
 * against the mock backend behind `npm run mock:api`: every reference rule the contract
 * writes for its operations. Clients are told apart by `X-Forwarded-For` (`trustProxy`).
 */
const appOrigin = 'http://app.example.test';
/** Where the cards' pages are (`MOCK_API_PUBLIC_ORIGIN`). */
const publicOrigin = 'https://cards.example.com';
const http = startHttpMock(4197, { corsOrigins: [appOrigin], trustProxy: true, publicOrigin });
const { api, base, mailbox } = http;
afterEach(() => vi.useRealTimers());
const client = (address = '203.0.113.1') => http.client(address);

const card = seedIds.fullCard;
const settings = {
  enabled: true,
  fields: ['phone', 'company', 'note'],
  notice: 'Owen receives your details to call you back.',
  privacyUrl: 'https://owen.example.com/privacy',
};

/** Switches exchange on for the full card as its owner; returns the notice's version. */
async function exchangeOn(fields = settings.fields) {
  const owner = client('198.51.100.9');
  await login(owner, seedAccounts.owner);
  const saved = await owner(`/api/profile/${card}`, {
    method: 'PATCH',
    json: { exchange: { ...settings, fields } },
  });
  expect(saved.status).toBe(200);
  const data = saved.body.data as { profile: { exchange: { noticeVersion: string } } };
  return data.profile.exchange.noticeVersion;
}

const visitorContact = (noticeVersion: string, extra: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'vera@example.com',
  marketingConsent: false,
  noticeVersion,
  source: 'card',
  ...extra,
});

const leave = (c: Client, body: unknown, headers?: HeadersInit) =>
  c(`/api/profile/${card}/contacts`, { method: 'POST', json: body, headers });

describe("the card's exchange settings (updateProfile `exchange`)", () => {
  test('the seed has exchange off; the public card shows the settings the owner saves', async () => {
    const before = await client()(`/api/profile/${card}?count=false`);
    const exchange = (before.body.data as { profile: { exchange: { enabled: boolean } } }).profile
      .exchange;
    expect(exchange.enabled).toBe(false);
    await exchangeOn();
    const after = await client()(`/api/profile/${card}?count=false`);
    expect((after.body.data as { profile: { exchange: unknown } }).profile.exchange).toMatchObject(
      settings,
    );
  });

  test('a non-http privacy link, an unknown field and an empty notice are refused', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const patch = (exchange: unknown) =>
      owner(`/api/profile/${card}`, { method: 'PATCH', json: { exchange } });
    const bad = await patch({ ...settings, privacyUrl: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('exchange.privacyUrl');
    const extra = await patch({ ...settings, autoReply: true });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.errors)).toContain('This field is not allowed.');
    const empty = await patch({ ...settings, notice: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      'exchange.notice': 'Please write the notice visitors read',
    });
  });

  test('a new notice gets a new version; the same notice keeps it', async () => {
    const first = await exchangeOn();
    expect(await exchangeOn(['phone'])).toBe(first);
    const owner = client();
    await login(owner, seedAccounts.owner);
    const changed = await owner(`/api/profile/${card}`, {
      method: 'PATCH',
      json: { exchange: { ...settings, notice: 'Another notice.' } },
    });
    const data = changed.body.data as { profile: { exchange: { noticeVersion: string } } };
    expect(data.profile.exchange.noticeVersion).not.toBe(first);
  });
});

describe('leaveContact: a visitor leaves their contact', () => {
  test('stored with notice version and text, the time and separate consent; the owner is mailed', async () => {
    const version = await exchangeOn();
    const r = await leave(client(), visitorContact(version, { marketingConsent: true }));
    expect(r.status).toBe(201);
    const stored = api.backend.store.state.contacts.at(-1)!;
    expect(stored).toMatchObject({
      name: 'Vera Visitor',
      email: 'vera@example.com',
      marketingConsent: true,
      noticeVersion: version,
      notice: settings.notice,
      source: 'card',
    });
    expect(Date.parse(stored.receivedAt)).not.toBeNaN();
    const [mail] = await mailbox();
    expect(mail?.to).toBe(seedAccounts.owner.email);
    expect(mail?.subject).toBe('New contact on your card Owen Owner');
    expect(mail?.text).not.toContain('Vera');
  });

  test('exchange off: 404 with its message, nothing stored', async () => {
    const before = api.backend.store.state.contacts.length;
    const r = await leave(client(), visitorContact('default'));
    expect(r.status).toBe(404);
    expect(r.body.message).toBe('Contact exchange is off for this card.');
    expect(api.backend.store.state.contacts).toHaveLength(before);
  });

  test('name, and an e-mail or a phone with its country, are required; messages of the spec', async () => {
    const version = await exchangeOn();
    const visitor = client();
    const noWay = await leave(visitor, visitorContact(version, { email: undefined }));
    expect(noWay.status).toBe(400);
    // Both fields take the message: either one answers it.
    expect(noWay.body.errors).toEqual({
      email: 'Please give an e-mail or a phone number',
      phone: 'Please give an e-mail or a phone number',
    });
    const badMail = await leave(visitor, visitorContact(version, { email: 'vera@' }));
    expect(badMail.body.errors).toEqual({ email: 'Invalid Email Address' });
    const noName = await leave(visitor, visitorContact(version, { name: ' ' }));
    expect(noName.body.errors).toEqual({ name: 'Please enter your name' });
    const badPhone = await leave(
      visitor,
      visitorContact(version, { email: undefined, phone: { code: 'IN', number: '12345' } }),
    );
    expect(badPhone.body.errors).toEqual({
      'phone.number': 'Invalid phone number for the selected country',
    });
    const phoneOnly = await leave(
      visitor,
      visitorContact(version, { email: undefined, phone: { code: 'IN', number: '9123456780' } }),
    );
    expect(phoneOnly.status).toBe(201);
  });

  test('closed object, limits, fields the owner did not ask for, a stale notice', async () => {
    const version = await exchangeOn(['phone']);
    const visitor = client();
    const unknown = await leave(visitor, visitorContact(version, { isAdmin: true }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ isAdmin: 'This field is not allowed.' });
    const long = await leave(visitor, visitorContact(version, { note: 'n'.repeat(501) }));
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual({ note: 'Must be at most 500 characters.' });
    const unasked = await leave(visitor, visitorContact(version, { company: 'Acme' }));
    expect(unasked.body.errors).toEqual({ company: 'This field is not asked for on this card.' });
    const stale = await leave(visitor, visitorContact('2020-01-01T00:00:00.000Z'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The notice has changed. Please read it again.');
  });

  test('Origin check, body limit and media type come first', async () => {
    const version = await exchangeOn();
    const visitor = client();
    const crossSite = await leave(visitor, visitorContact(version), {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.message).toBe('Cross-site request refused.');
    const allowed = await leave(visitor, visitorContact(version), { Origin: appOrigin });
    expect(allowed.status).toBe(201);
    const huge = await leave(visitor, visitorContact(version, { note: 'x'.repeat(110 * 1024) }));
    expect(huge.status).toBe(413);
    const form = await visitor(`/api/profile/${card}/contacts`, {
      method: 'POST',
      body: 'name=Vera',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  test('throttled per client (429 with Retry-After), another client still gets through', async () => {
    const version = await exchangeOn();
    const visitor = client('203.0.113.50');
    const [hourly] = throttleRules.leaveContact;
    for (let i = 0; i < hourly.limit; i += 1) {
      expect((await leave(visitor, visitorContact(version))).status).toBe(201);
    }
    const refused = await leave(visitor, visitorContact(version));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in /);
    expect((await leave(client('203.0.113.51'), visitorContact(version))).status).toBe(201);
  });

  test("a card's limit counts repeat senders only: a client's first contact always gets through", async () => {
    const version = await exchangeOn();
    const perCard = throttleRules.leaveContact.find((r) => r.scope === 'card')!;
    const senders = Array.from({ length: perCard.limit + 1 }, (_, i) => client(`198.18.0.${i}`));
    for (const sender of senders) {
      expect((await leave(sender, visitorContact(version))).status).toBe(201);
    }
    for (const [i, sender] of senders.entries()) {
      const again = await leave(sender, visitorContact(version));
      expect(again.status, `repeat ${i}`).toBe(i < perCard.limit ? 201 : 429);
    }
    const refused = await leave(senders[0]!, visitorContact(version));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await leave(client('198.18.1.1'), visitorContact(version))).status).toBe(201);
  });

  test("six senders of five contacts each lock out no visitor, and the owner's inbox gets one mail without their text", async () => {
    const version = await exchangeOn();
    const spam = visitorContact(version, {
      name: 'Spam: your card is suspended, verify at https://evil.example/verify',
      company: 'Tapcard Security',
    });
    const before = (await mailbox()).length;
    const statuses: number[] = [];
    for (let c = 0; c < 6; c += 1) {
      for (let i = 0; i < 5; i += 1)
        statuses.push((await leave(client(`198.19.0.${c}`), spam)).status);
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThan(30);
    const visitor = await leave(client('198.19.1.1'), visitorContact(version));
    expect(visitor.status).toBe(201);
    const mails = (await mailbox()).slice(0, (await mailbox()).length - before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: seedAccounts.owner.email,
      subject: 'New contact on your card Owen Owner',
    });
    expect(JSON.stringify(mails)).not.toMatch(/Spam|suspended|evil\.example|Security/);
  });

  test("the owner's next mail, an hour later, counts the contacts since the last one", async () => {
    const version = await exchangeOn();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 3; i += 1) {
      expect((await leave(client(`198.20.0.${i}`), visitorContact(version))).status).toBe(201);
      vi.advanceTimersByTime(60 * 1000);
    }
    expect((await mailbox())[0]?.subject).toBe('New contact on your card Owen Owner');
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect((await leave(client('198.20.1.1'), visitorContact(version))).status).toBe(201);
    const [latest] = await mailbox();
    expect(latest?.subject).toBe('3 new contacts on your card Owen Owner');
  });
});

describe("listContacts and deleteContact: only the card's owner", () => {
  test('newest first, paged, searchable, filtered by card; the count is over all pages', async () => {
    const owner = client();
    await login(owner, seedAccounts.owner);
    const all = await owner('/api/contacts');
    expect(all.status).toBe(200);
    const data = all.body.data as {
      contacts: { name: string; receivedAt: string; cardName: string }[];
      count: number;
    };
    expect(data.contacts.map((c) => c.name)).toEqual(['Arjun Rao', 'Priya Patel', 'Sam Shah']);
    expect(data.contacts[0]?.cardName).toBe('Owen Owner');
    const paged = await owner('/api/contacts?pageSize=2&page=2');
    const second = paged.body.data as { contacts: { name: string }[]; count: number; page: number };
    expect(second).toMatchObject({ count: 3, page: 2 });
    expect(second.contacts.map((c) => c.name)).toEqual(['Sam Shah']);
    const searched = await owner('/api/contacts?q=TRADERS');
    expect((searched.body.data as { count: number }).count).toBe(1);
    const other = await owner(`/api/contacts?profileId=${seedIds.minimalCard}`);
    expect((other.body.data as { count: number }).count).toBe(0);
  });

  test('an admin gets the 404 of an unknown card for a card they do not own, and sees only the count in the list', async () => {
    const admin = client();
    await login(admin, seedAccounts.admin);
    const refused = await admin(`/api/contacts?profileId=${card}`);
    const unknown = await admin('/api/contacts?profileId=ffffffffffffffffffffffff');
    expect([refused.status, refused.body]).toEqual([404, unknown.body]);
    const own = await admin('/api/contacts');
    expect((own.body.data as { count: number }).count).toBe(0);
    const list = await admin('/api/profile?admin=true');
    const summary = (
      list.body.data as { profiles: { _id: string; contactCount?: number }[] }
    ).profiles.find((p) => p._id === card);
    expect(summary?.contactCount).toBe(3);
    expect(JSON.stringify(list.body)).not.toContain('Priya');
    const del = await admin('/api/contacts/c0ffee000000000000000001', { method: 'DELETE' });
    expect(del.status).toBe(404);
    expect(api.backend.store.state.contacts).toHaveLength(3);
  });

  test("another owner cannot tell this card's contacts from unknown ones: 404 alike", async () => {
    const other = api.backend.store.state.users.find((u) => u.email === seedAccounts.admin.email);
    if (other) other.isAdmin = false; // a verified user who owns none of these cards
    const stranger = client();
    await login(stranger, seedAccounts.admin);
    const theirs = await stranger(`/api/contacts?profileId=${card}`);
    const noCard = await stranger('/api/contacts?profileId=ffffffffffffffffffffffff');
    expect([theirs.status, theirs.body]).toEqual([404, noCard.body]);
    const own = await stranger('/api/contacts');
    expect((own.body.data as { count: number }).count).toBe(0);
    const del = await stranger('/api/contacts/c0ffee000000000000000001', { method: 'DELETE' });
    const noContact = await stranger('/api/contacts/ffffffffffffffffffffffff', {
      method: 'DELETE',
    });
    expect([del.status, del.body]).toEqual([404, noContact.body]);
    expect(noContact.body.message).toBe('Contact not found.');
    expect(api.backend.store.state.contacts).toHaveLength(3);
  });

  test('a card that changes owner loses its contacts (they never pass to the next owner)', async () => {
    const admin = client();
    await login(admin, seedAccounts.admin);
    const moved = await admin(`/api/profile/${card}`, {
      method: 'PATCH',
      json: { meta: { owner: seedAccounts.admin.email } },
    });
    expect(moved.status).toBe(200);
    expect(api.backend.store.state.contacts.filter((c) => c.profileId === card)).toEqual([]);
    const own = await admin(`/api/contacts?profileId=${card}`);
    expect((own.body.data as { count: number }).count).toBe(0);
  });

  test('no session 401; unknown contact 404; the owner deletes one', async () => {
    expect((await client()('/api/contacts')).status).toBe(401);
    const owner = client();
    await login(owner, seedAccounts.owner);
    expect(
      (await owner('/api/contacts/ffffffffffffffffffffffff', { method: 'DELETE' })).status,
    ).toBe(404);
    const r = await owner('/api/contacts/c0ffee000000000000000001', { method: 'DELETE' });
    expect(r.status).toBe(200);
    expect(api.backend.store.state.contacts.map((c) => c._id)).not.toContain(
      'c0ffee000000000000000001',
    );
  });
});

describe('mailContactFile: "E-mail me this contact"', () => {
  test("the visitor's mail carries the card's vCard as an attachment that parses", async () => {
    const r = await client()(`/api/profile/${card}/contact-mail`, {
      method: 'POST',
      json: { email: 'vera@example.com' },
    });
    expect(r.status).toBe(202);
    const [mail] = await mailbox();
    expect(mail?.to).toBe('vera@example.com');
    const [file] = mail?.attachments ?? [];
    expect(file?.name).toBe('Owen_Owner.vcf');
    expect(file?.type).toBe('text/vcard;charset=utf-8');
    // Both independent readers (ical.js, vobject) parse it to the card's name.
    for (const [reader, read] of readBoth([file!.text])[0]!) {
      expect(read.fn, reader).toEqual(['Owen Owner']);
    }
    expect(file?.text).toContain(`/profile/${card}`);
  });

  test("the card's link is the configured public origin's, never the request's Host", async () => {
    const r = await client()(`/api/profile/${card}/contact-mail`, {
      method: 'POST',
      json: { email: 'vera@example.com' },
      headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' },
    });
    expect(r.status).toBe(202);
    const [mail] = await mailbox();
    const text = mail!.attachments![0]!.text.replace(/\r\n /g, '');
    expect(text).toContain(`.URL:${publicOrigin}/profile/${card}\r\n`);
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain(base);
  });

  test('no free text: another field is refused; an invalid address too', async () => {
    const visitor = client();
    const extra = await visitor(`/api/profile/${card}/contact-mail`, {
      method: 'POST',
      json: { email: 'vera@example.com', message: 'Click https://evil.example' },
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ message: 'This field is not allowed.' });
    const bad = await visitor(`/api/profile/${card}/contact-mail`, {
      method: 'POST',
      json: { email: 'not-an-address' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('email');
  });

  test('one mailbox, however spelled (case, +tags, gmail dots) and whoever asks: 3 an hour', async () => {
    const mail = (c: Client, email: string) =>
      c(`/api/profile/${card}/contact-mail`, { method: 'POST', json: { email } });
    const statuses: number[] = [];
    // The audit's flood: one client, then two more, each with other spellings of one inbox.
    const first = client('192.0.2.10');
    for (let i = 0; i < 4; i += 1) statuses.push((await mail(first, 'victim@gmail.com')).status);
    for (let i = 1; i <= 7; i += 1) {
      statuses.push((await mail(first, `victim+${i}@gmail.com`)).status);
    }
    for (const [n, at] of [
      [11, '192.0.2.11'],
      [12, '192.0.2.12'],
    ] as const) {
      for (let i = 0; i < 10; i += 1) {
        const dotted = `${'victim'.slice(0, 1 + (i % 5))}.${'victim'.slice(1 + (i % 5))}`;
        statuses.push((await mail(client(at), `${dotted}+${n}x${i}@GoogleMail.com`)).status);
      }
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - 3);
    const delivered = (await mailbox()).filter((m) => /^v\.?i\.?c/i.test(m.to));
    expect(delivered).toHaveLength(3);
    // Another mailbox is not held back.
    expect((await mail(client('192.0.2.13'), 'someone@gmail.com')).status).toBe(202);
  });

  test("per card: 20 repeats an hour across clients, then 429 for repeats only; a client's first still goes", async () => {
    const perCard = throttleRules.mailContactFile.find((r) => r.scope === 'card')!;
    const perClient = throttleRules.mailContactFile.find((r) => r.scope === 'client')!;
    const mail = (c: Client, email: string, id: string = card) =>
      c(`/api/profile/${id}/contact-mail`, { method: 'POST', json: { email } });
    const statuses: number[] = [];
    for (let c = 0; c < 3; c += 1) {
      const sender = client(`198.18.2.${c}`);
      for (let i = 0; i < perClient.limit; i += 1) {
        statuses.push((await mail(sender, `reader${c}x${i}@example.com`)).status);
      }
    }
    // Each sender's first is no repeat; the repeats stop at the card's limit.
    expect(statuses.filter((s) => s === 202)).toHaveLength(3 + perCard.limit);
    const refused = await mail(client('198.18.2.0'), 'late@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await mail(client('198.18.3.1'), 'visitor@example.com')).status).toBe(202);
    // Another card's repeats have their own count.
    const other = client('198.18.3.2');
    for (const email of ['one@example.com', 'two@example.com']) {
      expect((await mail(other, email, seedIds.lightCard)).status).toBe(202);
    }
  });

  test('a fixed subject and text: the card only in the attached file, its link on the public origin', async () => {
    api.backend.store.profileById(card)!.general.name = 'Buy cheap pills at pills.example';
    const r = await client()(`/api/profile/${card}/contact-mail`, {
      method: 'POST',
      json: { email: 'vera@example.com' },
    });
    expect(r.status).toBe(202);
    const [mail] = await mailbox();
    expect(mail?.subject).toBe('The contact you asked for');
    expect(mail?.text).toContain(`${publicOrigin}/profile/${card}`);
    expect(`${mail?.subject} ${mail?.text}`).not.toContain('pills');
    expect(mail?.attachments?.[0]?.text).toContain('FN:Buy cheap pills at pills.example');
  });

  test('the mail’s words in the visitor’s language, the link and the cap put in as they are', async () => {
    const send = (email: string, language: string) =>
      client()(`/api/profile/${card}/contact-mail`, { method: 'POST', json: { email, language } });
    expect((await send('vera@example.com', 'ta')).status).toBe(202);
    expect((await send('omar@example.com', 'ur')).status).toBe(202);
    const mails = await mailbox();
    const tamil = mails.find((m) => m.to === 'vera@example.com');
    // A mail header carries it as RFC 2047 encoded words.
    expect(decodeHeaderValue(tamil?.subject ?? '')).toBe('நீங்கள் கேட்ட தொடர்பு');
    expect(tamil?.text).toContain(`(${publicOrigin}/profile/${card})`);
    expect(tamil?.text).toMatch(/அதிகபட்சம் 5 இத்தகைய/);
    expect(tamil?.text).not.toMatch(/[{}]/);
    // Right to left: the link isolated, so its characters keep their order.
    const urdu = mails.find((m) => m.to === 'omar@example.com');
    expect(urdu?.text).toContain(`(\u2068${publicOrigin}/profile/${card}\u2069)`);
  });

  test('throttled per address (any client) with a daily cap, and per client', async () => {
    const mail = (c: Client, email: string) =>
      c(`/api/profile/${card}/contact-mail`, { method: 'POST', json: { email } });
    const [perHour] = throttleRules.mailContactFile;
    for (let i = 0; i < perHour.limit; i += 1) {
      expect((await mail(client(`192.0.2.${i + 1}`), 'target@example.com')).status).toBe(202);
    }
    const refused = await mail(client('192.0.2.200'), 'TARGET@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    const perClient = throttleRules.mailContactFile.find((r) => r.scope === 'client')!;
    const one = client('192.0.2.99');
    for (let i = 0; i < perClient.limit; i += 1) {
      expect((await mail(one, `a${i}@example.com`)).status).toBe(202);
    }
    expect((await mail(one, 'fresh@example.com')).status).toBe(429);
  });
});

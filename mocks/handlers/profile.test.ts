// @vitest-environment node
// Node's own fetch, FormData and File (jsdom's FormData with a File can hang: STACK-NOTES).
import { describe, expect, test } from 'vitest';
import { fetchClient } from '@/api/client';
import { backend } from '@mocks/node';
import { seedIds } from '@mocks/store';

const login = async (email: string, password: string) => {
  const { error } = await fetchClient.POST('/api/user/login', { body: { email, password } });
  if (error) throw new Error(error.message);
};
const asOwner = () => login('owner@example.com', 'Owner@123');
const asAdmin = () => login('admin@example.com', 'Admin@123');
const path = (profileId: string) => ({ params: { path: { profileId } } });

describe('lists', () => {
  test('with page, the list is one page of pageSize cards, and count is every card', async () => {
    await asAdmin();
    const all = await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
    const every = all.data?.data.profiles.map((p) => p._id) ?? [];
    expect(all.data?.data).not.toHaveProperty('page');
    const second = await fetchClient.GET('/api/profile', {
      params: { query: { admin: 'true', page: 2, pageSize: 10 } },
    });
    expect(second.data?.data).toMatchObject({ count: every.length, page: 2, pageSize: 10 });
    expect(second.data?.data.profiles.map((p) => p._id)).toEqual(every.slice(10, 20));
    const beyond = await fetchClient.GET('/api/profile', {
      params: { query: { admin: 'true', page: 99 } },
    });
    expect(beyond.data?.data).toMatchObject({ profiles: [], count: every.length, pageSize: 50 });
  });

  test('the list returns the cards the user owns with their count', async () => {
    await asOwner();
    const { data } = await fetchClient.GET('/api/profile');
    const ids = data?.data.profiles.map((p) => p._id) ?? [];
    expect(ids).toContain(seedIds.fullCard);
    expect(ids).not.toContain(seedIds.firstBlankCard);
    expect(data?.data.count).toBe(ids.length);
  });

  test('admin=true lists every card for admins and is 403 for others', async () => {
    await asOwner();
    const denied = await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
    expect(denied.response.status).toBe(403);
    await asAdmin();
    const all = await fetchClient.GET('/api/profile', { params: { query: { admin: 'true' } } });
    expect(all.data?.data.count).toBe(backend.store.state.profiles.length);
  });

  test('the list needs a session', async () => {
    expect((await fetchClient.GET('/api/profile')).response.status).toBe(401);
  });
});

describe('public card', () => {
  test('counts a tap unless count=false, and never includes the owner', async () => {
    const before = backend.store.profileById(seedIds.fullCard)!.meta.taps;
    const { data } = await fetchClient.GET('/api/profile/{profileId}', path(seedIds.fullCard));
    await fetchClient.GET('/api/profile/{profileId}', {
      params: { path: { profileId: seedIds.fullCard }, query: { count: 'false' } },
    });
    expect(backend.store.profileById(seedIds.fullCard)!.meta.taps).toBe(before + 1);
    expect(data?.data.profile.meta).toEqual({});
  });

  test('returns redirectUrl for a redirect card and refuses an inactive one', async () => {
    const redirect = await fetchClient.GET('/api/profile/{profileId}', path(seedIds.redirectCard));
    expect(redirect.data?.data.profile.meta.redirectUrl).toMatch(/^https:/);
    const inactive = await fetchClient.GET('/api/profile/{profileId}', path(seedIds.inactiveCard));
    expect(inactive.response.status).toBe(403);
    expect(inactive.error?.message).toBe('This profile is inactive.');
    const unknown = await fetchClient.GET('/api/profile/{profileId}', path('nope'));
    expect(unknown.response.status).toBe(404);
  });
});

describe("a card's public operations", () => {
  // getPublicProfile, leaveContact, mailContactFile and recordCardEvent share one rule.
  const calls = (profileId: string) => [
    fetchClient.GET('/api/profile/{profileId}', path(profileId)),
    fetchClient.POST('/api/profile/{profileId}/contacts', {
      ...path(profileId),
      body: { name: 'Vera', marketingConsent: false, noticeVersion: 'v1', source: 'card' },
    }),
    fetchClient.POST('/api/profile/{profileId}/contact-mail', {
      ...path(profileId),
      body: { email: 'vera@example.com' },
    }),
    fetchClient.POST('/api/profile/{profileId}/events', {
      ...path(profileId),
      body: { type: 'view', source: 'qr' },
    }),
  ];

  test('answer 404 for an unknown card and 403 for an inactive one, alike', async () => {
    const { contacts, mailbox } = structuredClone(backend.store.state);
    for (const r of await Promise.all(calls('nope'))) {
      expect([r.response.status, r.error?.message]).toEqual([404, 'Profile not found.']);
    }
    for (const r of await Promise.all(calls(seedIds.inactiveCard))) {
      expect([r.response.status, r.error?.message]).toEqual([403, 'This profile is inactive.']);
    }
    expect(backend.store.state.contacts).toEqual(contacts);
    expect(backend.store.state.mailbox).toEqual(mailbox);
  });
});

describe('editing', () => {
  test('an owner written in another case is still the owner: list, edit and contacts', async () => {
    backend.store.profileById(seedIds.firstBlankCard)!.meta.owner = { email: 'OWNER@Example.com' };
    await asOwner();
    const list = await fetchClient.GET('/api/profile');
    expect(list.data?.data.profiles.map((p) => p._id)).toContain(seedIds.firstBlankCard);
    const edit = await fetchClient.GET(
      '/api/profile/{profileId}/edit',
      path(seedIds.firstBlankCard),
    );
    expect(edit.response.status).toBe(200);
    const contacts = await fetchClient.GET('/api/contacts', {
      params: { query: { profileId: seedIds.firstBlankCard } },
    });
    expect(contacts.response.status).toBe(200);
  });

  test('the edit GET and PATCH are for the owner or an admin', async () => {
    await asOwner();
    expect(
      (await fetchClient.GET('/api/profile/{profileId}/edit', path(seedIds.fullCard))).response
        .status,
    ).toBe(200);
    const other = await fetchClient.GET(
      '/api/profile/{profileId}/edit',
      path(seedIds.firstBlankCard),
    );
    expect(other.response.status).toBe(403);
    const patch = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.firstBlankCard),
      body: { general: { name: 'Mine now', tagLine: '', description: '' } },
    });
    expect(patch.response.status).toBe(403);
    await asAdmin();
    expect(
      (await fetchClient.GET('/api/profile/{profileId}/edit', path(seedIds.firstBlankCard)))
        .response.status,
    ).toBe(200);
  });

  test('sections are validated with the editor rules; javascript: URLs are not URLs', async () => {
    await asOwner();
    const socials = {
      website: 'javascript:alert(1)',
      instagram: '',
      youtube: '',
      facebook: '',
      x: '',
      justdial: '',
      linkedin: 'data:text/html,x',
    };
    const bad = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { socials },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.errors).toEqual({
      'socials.website': 'Must be a valid URL without spaces',
      'socials.linkedin': 'Must be a valid URL without spaces',
    });
    const contact = {
      phone: [{ name: 'Mobile', code: 'IN' as const, number: '' }],
      whatsapp: [],
      email: [{ name: '', content: 'not-an-email' }],
    };
    const badContact = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { contact },
    });
    expect(badContact.error?.errors).toEqual({
      'contact.phone.0.number': 'Please provide both name and number',
      'contact.email.0.content': 'Invalid email format',
    });
  });

  test('a phone entry with name and number both empty is saved with its code cleared', async () => {
    await asOwner();
    const contact = {
      phone: [{ name: '', code: 'IN' as const, number: '' }],
      whatsapp: [],
      email: [],
    };
    const { data } = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { contact },
    });
    expect(data?.data.profile.contact.phone[0]).toEqual({ name: '', code: '', number: '' });
  });

  test('meta is admins only; the owner must be registered, and null clears it', async () => {
    await asOwner();
    const denied = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { meta: { isActive: false } },
    });
    expect(denied.response.status).toBe(403);
    await asAdmin();
    const unknown = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.firstBlankCard),
      body: { meta: { owner: 'ghost@example.com' } },
    });
    expect(unknown.response.status).toBe(400);
    const assigned = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.firstBlankCard),
      body: { meta: { owner: 'owner@example.com', isActive: false } },
    });
    expect(assigned.data?.data.profile.meta).toMatchObject({
      owner: { email: 'owner@example.com' },
      isActive: false,
    });
    const cleared = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.firstBlankCard),
      body: { meta: { owner: null } },
    });
    expect(cleared.data?.data.profile.meta.owner).toBeNull();
  });

  test('an empty owner is no e-mail and no null: 400, and the card keeps its owner', async () => {
    await asAdmin();
    const refused = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { meta: { owner: '' } },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.errors).toEqual({ 'meta.owner': 'Invalid email format' });
    expect(backend.store.profileById(seedIds.fullCard)?.meta.owner?.email).toBe(
      'owner@example.com',
    );
  });

  test('style saves only the chosen fields', async () => {
    await asOwner();
    const { data } = await fetchClient.PATCH('/api/profile/{profileId}', {
      ...path(seedIds.fullCard),
      body: { style: { accent: 'pink' } },
    });
    expect(data?.data.profile.style).toEqual({ theme: 'dark', accent: 'pink' });
  });
});

describe('logo', () => {
  /** A whole 1×1 PNG (a signature alone is no longer an image: docs/security.md, V12). */
  const png = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (c) => c.charCodeAt(0),
  );
  const upload = (file: File) =>
    fetchClient.PATCH('/api/profile/{profileId}/logo', {
      ...path(seedIds.fullCard),
      body: { logo: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('logo', file);
        return form;
      },
    });

  test('accepts a PNG by content and DELETE restores the default', async () => {
    await asOwner();
    const { data } = await upload(new File([png], 'logo.txt', { type: 'text/plain' }));
    expect(data?.data.profile.general.logo.content).toMatch(/^data:image\/png;base64,/);
    const deleted = await fetchClient.DELETE(
      '/api/profile/{profileId}/logo',
      path(seedIds.fullCard),
    );
    expect(deleted.data?.data.profile.general.logo.name).toBe('profile/logos/default');
  });

  test('refuses another type with 415 even when named .png, and more than 2 MB with 413', async () => {
    await asOwner();
    const gif = await upload(
      new File([new TextEncoder().encode('GIF89a....')], 'logo.png', { type: 'image/png' }),
    );
    expect(gif.response.status).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    const tooBig = await upload(new File([big], 'big.png', { type: 'image/png' }));
    expect(tooBig.response.status).toBe(413);
  });
});

describe('bulk creation', () => {
  test('admins create 1 to 500 blank cards with the documented defaults', async () => {
    await asOwner();
    expect(
      (await fetchClient.POST('/api/profile', { body: { name: 'Event', number: 2 } })).response
        .status,
    ).toBe(403);
    await asAdmin();
    const { data } = await fetchClient.POST('/api/profile', { body: { name: 'Event', number: 3 } });
    expect(data?.data.ids).toHaveLength(3);
    const created = backend.store.profileById(data!.data.ids[0]!)!;
    expect(created.meta).toEqual({ owner: null, isActive: true, taps: 0 });
    expect(created.style).toEqual({ theme: 'dark', accent: 'blue' });
    const tooMany = await fetchClient.POST('/api/profile', {
      body: { name: 'Event', number: 501 },
    });
    expect(tooMany.response.status).toBe(400);
  });
});

import { describe, expect, test } from 'vitest';
import { fetchClient } from '@/api/client';
import { backend } from '@mocks/node';

const newUser = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: { code: 'IN' as const, number: '9876543210' },
  password: 'Secret@123',
};

function latestCode(to: string) {
  const mail = backend.store.state.mailbox.find((m) => m.to === to);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

describe('register and verify', () => {
  test('register creates an unverified user with a session and mails a 6-digit code', async () => {
    const { data, response } = await fetchClient.POST('/api/user/register', { body: newUser });
    expect(response.status).toBe(201);
    expect(data?.data.user).toMatchObject({ email: 'asha@example.com', isVerified: false });
    expect(data?.data.user).not.toHaveProperty('password');
    const me = await fetchClient.GET('/api/user/check-auth');
    expect(me.data?.data.user.email).toBe('asha@example.com');
    expect(latestCode('asha@example.com')).toMatch(/^\d{6}$/);
  });

  test('register applies the spec rules and refuses a registered e-mail with 409', async () => {
    const bad = await fetchClient.POST('/api/user/register', {
      body: { ...newUser, phone: { code: 'IN', number: '12' }, password: 'abc' },
    });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.errors).toMatchObject({
      'phone.number': 'Invalid phone number for the selected country',
      password: 'Min 6 characters, use a mix of letters, numbers, and symbols. No spaces.',
    });
    const taken = await fetchClient.POST('/api/user/register', {
      body: { ...newUser, email: 'owner@example.com' },
    });
    expect(taken.response.status).toBe(409);
  });

  test('verify accepts only the latest code and voids it after 5 wrong tries', async () => {
    await fetchClient.POST('/api/user/register', { body: newUser });
    const code = latestCode(newUser.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const r = await fetchClient.POST('/api/user/verify-email', { body: { code: wrong } });
      expect(r.response.status).toBe(400);
    }
    const blocked = await fetchClient.POST('/api/user/verify-email', { body: { code } });
    expect(blocked.response.status).toBe(429);
  });

  test('verify with the mailed code marks the user verified', async () => {
    await fetchClient.POST('/api/user/register', { body: newUser });
    const ok = await fetchClient.POST('/api/user/verify-email', {
      body: { code: latestCode(newUser.email) },
    });
    expect(ok.data?.data.user.isVerified).toBe(true);
  });

  test('a second resend within 30 seconds gets 429', async () => {
    await fetchClient.POST('/api/user/register', { body: newUser });
    const first = await fetchClient.POST('/api/user/resend-verification');
    expect(first.response.status).toBe(429);
    backend.store.userByEmail(newUser.email)!.verification!.lastSentAt -= 31_000;
    const second = await fetchClient.POST('/api/user/resend-verification');
    expect(second.response.status).toBe(200);
    const third = await fetchClient.POST('/api/user/resend-verification');
    expect(third.response.status).toBe(429);
  });
});

describe('login, logout and passwords', () => {
  test("the contract's e-mail grammar (WHATWG HTML): blc$lb@wxa.e.test and 0@com register, nobody is 400 with the spec's message", async () => {
    for (const email of ['blc$lb@wxa.e.test', '0@com']) {
      const { response } = await fetchClient.POST('/api/user/register', {
        body: { ...newUser, email },
      });
      expect(response.status, email).toBe(201);
    }
    for (const email of ['nobody', 'a@b..c', 'a b@c.d']) {
      const login = await fetchClient.POST('/api/user/login', { body: { email, password: 'x' } });
      expect(login.response.status, email).toBe(400);
      expect(login.error?.errors, email).toEqual({ email: 'Invalid Email Address' });
    }
  });

  test('a wrong e-mail and a wrong password get the same 401 message', async () => {
    const a = await fetchClient.POST('/api/user/login', {
      body: { email: 'nobody@example.com', password: 'x' },
    });
    const b = await fetchClient.POST('/api/user/login', {
      body: { email: 'owner@example.com', password: 'x' },
    });
    expect(a.response.status).toBe(401);
    expect(b.response.status).toBe(401);
    expect(a.error?.message).toBe(b.error?.message);
  });

  test('logout ends the session', async () => {
    await fetchClient.POST('/api/user/login', {
      body: { email: 'owner@example.com', password: 'Owner@123' },
    });
    expect((await fetchClient.GET('/api/user/check-auth')).response.status).toBe(200);
    await fetchClient.POST('/api/user/logout');
    expect((await fetchClient.GET('/api/user/check-auth')).response.status).toBe(401);
  });

  test('forgot-password answers the same for unknown e-mails and mails a single-use link for known ones', async () => {
    const unknown = await fetchClient.POST('/api/user/forgot-password', {
      body: { email: 'nobody@example.com' },
    });
    const known = await fetchClient.POST('/api/user/forgot-password', {
      body: { email: 'owner@example.com' },
    });
    expect(unknown.data?.message).toBe(known.data?.message);
    expect(backend.store.state.mailbox.filter((m) => m.to === 'owner@example.com')).toHaveLength(1);
    const token = backend.store.state.mailbox[0]?.text.match(/\/reset-password\/(\w+)/)?.[1] ?? '';
    const reset = await fetchClient.POST('/api/user/reset-password/{resetToken}', {
      params: { path: { resetToken: token } },
      body: { password: 'Newpass@1' },
    });
    expect(reset.response.status).toBe(200);
    const again = await fetchClient.POST('/api/user/reset-password/{resetToken}', {
      params: { path: { resetToken: token } },
      body: { password: 'Newpass@2' },
    });
    expect(again.response.status).toBe(400);
    const login = await fetchClient.POST('/api/user/login', {
      body: { email: 'owner@example.com', password: 'Newpass@1' },
    });
    expect(login.response.status).toBe(200);
  });

  test('PATCH user: only on your own id, and the old password must match', async () => {
    const { data } = await fetchClient.POST('/api/user/login', {
      body: { email: 'owner@example.com', password: 'Owner@123' },
    });
    const id = data!.data.user._id;
    const other = await fetchClient.PATCH('/api/user/{id}', {
      params: { path: { id: '6650a1f0c0ffee0000000001' } },
      body: { name: 'X', phone: { code: 'IN', number: '9876543210' } },
    });
    expect(other.response.status).toBe(403);
    const wrongOld = await fetchClient.PATCH('/api/user/{id}', {
      params: { path: { id } },
      body: { oldPassword: 'nope', newPassword: 'Fresh@123' },
    });
    expect(wrongOld.response.status).toBe(400);
    const details = await fetchClient.PATCH('/api/user/{id}', {
      params: { path: { id } },
      body: { name: 'Owen Renamed', phone: { code: 'IN', number: '9123456780' } },
    });
    expect(details.data?.data.user.name).toBe('Owen Renamed');
  });
});

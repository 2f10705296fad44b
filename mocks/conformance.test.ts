import { describe, expect, test } from 'vitest';
import { createConformanceChecker } from './conformance';
import { buildProfile, toPublicProfile } from './factories';

const { check } = createConformanceChecker();
const user = {
  _id: 'u1',
  name: 'A',
  email: 'a@example.com',
  phone: { code: 'IN', number: '9876543210' },
  isVerified: true,
  isAdmin: false,
};

describe('contract conformance checker', () => {
  test('accepts a response that matches the contract', () => {
    expect(
      check('GET', '/api/user/check-auth', 200, { success: true, message: 'ok', data: { user } }),
    ).toEqual([]);
  });

  test('reports a missing field, a leaked password and an undocumented status', () => {
    const { email: _email, ...noEmail } = user;
    expect(
      check('GET', '/api/user/check-auth', 200, {
        success: true,
        message: 'ok',
        data: { user: noEmail },
      }),
    ).not.toEqual([]);
    expect(check('POST', '/api/user/login', 418, { success: false, message: 'teapot' })[0]).toMatch(
      /status 418/,
    );
    expect(check('GET', '/api/nowhere', 200, {})[0]).toMatch(/not in the contract/);
  });

  test('matches literal paths before templated ones', () => {
    const summary = { success: true, message: 'ok', data: { profiles: [], count: 0 } };
    expect(check('GET', '/api/profile', 200, summary)).toEqual([]);
    expect(check('GET', '/api/profile/abc/edit', 200, summary)).not.toEqual([]);
  });

  test('an error body must be the Error schema', () => {
    expect(
      check('GET', '/api/profile/abc', 404, { success: false, message: 'Profile not found.' }),
    ).toEqual([]);
    expect(check('GET', '/api/profile/abc', 404, { error: 'not found' })).not.toEqual([]);
  });

  test('a redirect URL must be http(s) (docs/security.md, V5)', () => {
    const card = (redirectUrl: string) => ({
      success: true,
      message: 'ok',
      data: {
        profile: toPublicProfile(buildProfile({ _id: 'abc', meta: { redirectUrl } })),
      },
    });
    expect(check('GET', '/api/profile/abc', 200, card('https://example.com/x'))).toEqual([]);
    expect(check('GET', '/api/profile/abc', 200, card('javascript:alert(1)'))[0]).toMatch(
      /redirectUrl/,
    );
  });
});

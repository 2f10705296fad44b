import { expect, test } from 'vitest';
import { dashboardReturnPath } from './return-path';

test('dashboardReturnPath keeps a dashboard page with its query, and nothing else', () => {
  const card = '6650a1f0c0ffee0000000011';
  expect(dashboardReturnPath('/dashboard/contacts?card=x&q=a+b')).toBe(
    '/dashboard/contacts?card=x&q=a+b',
  );
  expect(dashboardReturnPath(`/dashboard/my-profiles/${card}/insights?days=90`)).toBe(
    `/dashboard/my-profiles/${card}/insights?days=90`,
  );
  expect(dashboardReturnPath('/dashboard')).toBe('/dashboard');
  for (const away of [
    null,
    undefined,
    '',
    'dashboard/contacts',
    'https://evil.example/dashboard/contacts',
    '//evil.example/dashboard/contacts',
    '/\\evil.example/dashboard/contacts',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    '/login',
    '/profile/abc',
    '/dashboard/unknown-page',
    '/dashboard/contacts/../../login',
  ]) {
    expect(dashboardReturnPath(away), String(away)).toBeUndefined();
  }
});

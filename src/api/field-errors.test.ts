import { expect, test } from 'vitest';
import { serverFieldErrors } from './field-errors';

test("an Error body's errors map, by request path", () => {
  expect(
    serverFieldErrors({
      success: false,
      message: 'Validation failed',
      errors: { 'phone.number': 'Invalid phone number', name: 'Please enter your name' },
    }),
  ).toEqual({ 'phone.number': 'Invalid phone number', name: 'Please enter your name' });
});

test('messages that are not strings are dropped; no map, or no body, is none', () => {
  expect(
    serverFieldErrors({ errors: { email: 'Invalid Email Address', phone: 42, x: null } }),
  ).toEqual({ email: 'Invalid Email Address' });
  expect(serverFieldErrors({ success: false, message: 'Too many requests' })).toEqual({});
  expect(serverFieldErrors({ errors: 'wrong' })).toEqual({});
  expect(serverFieldErrors(undefined)).toEqual({});
});

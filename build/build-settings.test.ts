import { describe, expect, test } from 'vitest';
import { checkBuildSettings } from './build-settings';

describe('checkBuildSettings', () => {
  test.each([
    [{}],
    [{ VITE_API_BASE_URL: '', VITE_API_MOCKING: 'off' }],
    [{ VITE_API_BASE_URL: 'https://api.example.com', VITE_API_MOCKING: 'browser' }],
  ])('takes %j', (env) => {
    expect(() => checkBuildSettings(env)).not.toThrow();
  });

  test.each([
    [
      { VITE_API_BASE_URL: 'api.example.com' },
      'VITE_API_BASE_URL must be an absolute URL or empty, got api.example.com',
    ],
    [{ VITE_API_MOCKING: 'msw' }, "VITE_API_MOCKING must be 'browser' or 'off', got msw"],
  ])('stops at %j', (env, message) => {
    expect(() => checkBuildSettings(env)).toThrow(message);
  });
});

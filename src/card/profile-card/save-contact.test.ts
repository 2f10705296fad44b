import { expect, test } from 'vitest';
import { isAppleMobile } from './save-contact';

const ua = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  // iPadOS 13 and later asks for the desktop site: a Mac's user agent.
  iPadOS:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

test.each([
  ['an iPhone', ua.iPhone, 5, true],
  ['an iPad with iPadOS’s desktop user agent', ua.iPadOS, 5, true],
  ['a Mac (the same user agent, no touch points)', ua.iPadOS, 0, false],
  ['an Android phone', ua.android, 5, false],
])('isAppleMobile: %s → %s', (_, userAgent, touchPoints, expected) => {
  expect(isAppleMobile(userAgent, touchPoints)).toBe(expected);
});

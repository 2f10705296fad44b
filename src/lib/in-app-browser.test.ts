import { afterEach, describe, expect, test } from 'vitest';
import { activateLanguage, withMessages } from '@/i18n';
import { inAppBrowser } from './in-app-browser';

/** User agents of the apps' in-app browsers and of plain browsers (as the apps sent them, 2025–2026). */
const agents = {
  instagram:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 337.0.3.23.54 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 614866487)',
  facebook:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/462.0.0.43.112;]',
  linkedin:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.8960',
  whatsapp:
    'Mozilla/5.0 (Linux; Android 14; SM-A546E Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 WA4A/2.24.9.78',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

describe('inAppBrowser', () => {
  test.each([
    ['instagram', 'Instagram', 'Open in external browser'],
    // inapp-spy 5 names Facebook's own browser "Facebook Messenger"; the way out is the same.
    ['facebook', 'Facebook Messenger', 'Open in external browser'],
    ['linkedin', 'LinkedIn', 'Open in browser'],
  ] as const)('%s: its name and its own menu item', (key, name, item) => {
    const found = inAppBrowser(agents[key]);
    expect(found?.name).toBe(name);
    expect(found?.steps.join(' ')).toContain(`“${item}”`);
  });

  test.each(['safari', 'chrome'] as const)('%s is no in-app browser', (key) => {
    expect(inAppBrowser(agents[key])).toBeUndefined();
  });

  describe('in the visitor’s language', () => {
    afterEach(() => activateLanguage('en'));

    test('names the menu in it, and quotes the app’s own item as the app writes it', async () => {
      await activateLanguage('hi');
      await withMessages(Promise.resolve());
      const [tap, choose] = inAppBrowser(agents.whatsapp)?.steps ?? [];
      expect(tap).toContain('⋮ या शेयर आइकन');
      expect(tap).not.toMatch(/share icon/);
      expect(choose).toContain('“Open in browser”');
    });
  });
});

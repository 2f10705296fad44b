import { describe, expect, test } from 'vitest';
import { kitFileName } from './kit-files';

describe('share kit file names', () => {
  test('are the card name with underscores and the suffix', () => {
    expect(kitFileName('Owen Owner', 'background.png')).toBe('Owen_Owner-background.png');
    expect(kitFileName('  Dr. A/B: "Rao" ', 'contact-qr.svg')).toBe('Dr._AB_Rao-contact-qr.svg');
  });

  test("an empty name is 'contact'", () => {
    expect(kitFileName('   ', 'wallpaper.png')).toBe('contact-wallpaper.png');
  });

  test('a very long name is cut to 80 characters before the suffix', () => {
    expect(kitFileName('x'.repeat(200), 'wallpaper.png')).toBe(`${'x'.repeat(80)}-wallpaper.png`);
  });
});

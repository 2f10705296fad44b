import { describe, expect, test } from 'vitest';
import { defaultLogoUrl, logoSrc } from './card-fields';

describe('logoSrc', () => {
  test('keeps http(s), same-origin paths and inline raster images', () => {
    for (const src of [
      'https://cdn.example/logo.png',
      '/uploads/logo.png',
      'data:image/png;base64,iVBORw0KGgo=',
    ])
      expect(logoSrc(src)).toBe(src);
  });

  test('a path with a backslash is not same-origin: /\\evil.example/x.png (docs/security.md, V5)', () => {
    for (const src of ['/\\evil.example/x.png', '/a\\b.png', '//evil.example/x.png'])
      expect(logoSrc(src), src).toBe(defaultLogoUrl);
    // What a browser makes of it: another host.
    expect(new URL('/\\evil.example/x.png', 'https://cards.example').host).toBe('evil.example');
  });
});

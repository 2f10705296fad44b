import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { cardHeadTags, cardPreview, textStart } from './head';

const origin = 'https://cards.example.com';

describe('cardPreview', () => {
  test('the tag line describes the card, the canonical URL has its id and nothing else', () => {
    const card = buildFullProfile({ _id: 'a/b', general: { name: 'Ana', tagLine: 'Founder' } });
    expect(cardPreview(card, origin)).toMatchObject({
      title: 'Ana - Profile',
      description: 'Founder',
      url: 'https://cards.example.com/profile/a%2Fb',
    });
  });

  test("without a tag line, the description's start on one line", () => {
    const card = buildFullProfile({
      general: { tagLine: ' ', description: `We print\ncards. ${'word '.repeat(60)}` },
    });
    const { description } = cardPreview(card, origin);
    expect(description.startsWith('We print cards. word')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });

  test('an https logo is the image; it is shown small', () => {
    const card = buildFullProfile({
      general: { logo: { name: 'x', content: 'https://img.example.com/a.png' } },
    });
    expect(cardPreview(card, origin)).toMatchObject({
      image: 'https://img.example.com/a.png',
      twitterCard: 'summary',
    });
  });

  test.each(['/default-logo.svg', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])(
    'a logo that is not an http(s) URL (%s) gives the default 1200x630 image',
    (content) => {
      const card = buildFullProfile({ general: { logo: { name: 'x', content } } });
      expect(cardPreview(card, origin)).toMatchObject({
        image: 'https://cards.example.com/og-default.png',
        twitterCard: 'summary_large_image',
      });
    },
  );
});

describe('textStart', () => {
  test('keeps a short text whole', () => {
    expect(textStart('  one   two ')).toBe('one two');
  });
});

describe('cardHeadTags', () => {
  const name = 'Eve "><script>alert(1)</script></title>';
  const tags = cardHeadTags(
    buildFullProfile({ general: { name, tagLine: `<img src=x onerror=alert(2)>'` } }),
    origin,
  );

  test('escapes card data in the title and in every attribute', () => {
    expect(tags).not.toMatch(/<script|<img|"><|'>/);
    expect(tags).toContain(
      '<title>Eve &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt; - Profile</title>',
    );
    expect(tags).toContain(
      '<meta property="og:title" content="Eve &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;/title&gt;" />',
    );
  });

  test('has every tag a link preview reads', () => {
    const keys = [...tags.matchAll(/(?:property|name|rel)="([^"]+)"/g)].map((m) => m[1]);
    expect(keys).toEqual([
      'description',
      'canonical',
      'og:type',
      'og:site_name',
      'og:title',
      'og:description',
      'og:url',
      'og:image',
      'og:image:width',
      'og:image:height',
      'twitter:card',
    ]);
  });
});

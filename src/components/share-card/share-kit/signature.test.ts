import { describe, expect, test } from 'vitest';
import { buildFullProfile, buildProfile, toPublicProfile } from '@mocks/factories';
import { buildSignature, maxSignatureBytes, signatureLogoUrl } from './signature';

const cardUrl = 'https://cards.example.com/profile/6650a1f0c0ffee0000000011';
const full = () => toPublicProfile(buildFullProfile());
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const hrefs = (html: string) => Array.from(parse(html).querySelectorAll('a'), (a) => a.href);

describe('the e-mail signature', () => {
  test('links the first phone and e-mail, the website and the card', () => {
    const { html, text } = buildSignature(full(), cardUrl);
    expect(hrefs(html)).toEqual([
      'tel:+919876543210',
      'mailto:owen@example.com',
      'https://owen.example.com/',
      cardUrl,
    ]);
    const doc = parse(html);
    expect(doc.body.textContent).toContain('Owen Owner');
    expect(doc.body.textContent).toContain('Founder, Owen & Co.');
    expect(doc.querySelector(`a[href="${cardUrl}"]`)?.textContent).toBe('Save my contact');
    expect(html).toContain('#1d4ed8');
    expect(text.split('\n')).toEqual([
      'Owen Owner',
      'Founder, Owen & Co.',
      'Phone: +919876543210',
      'E-mail: owen@example.com',
      'Web: https://owen.example.com',
      `Save my contact: ${cardUrl}`,
    ]);
  });

  test('is e-mail client HTML: tables and inline styles, no classes, scripts or style sheets', () => {
    const { html } = buildSignature(full(), cardUrl);
    const doc = parse(html);
    expect(doc.body.firstElementChild?.tagName).toBe('TABLE');
    expect(doc.querySelectorAll('[class], script, style, link').length).toBe(0);
  });

  test('every value is text: markup in the card stays text', () => {
    const name = '<b>Owen</b> & "Co" \'x\'';
    const tagLine = '<script>alert(1)</script>';
    const profile = full();
    profile.general = { ...profile.general, name, tagLine };
    profile.socials = { ...profile.socials, website: 'https://owen.example.com/?a="><img src=x>' };
    const { html } = buildSignature(profile, cardUrl);
    const doc = parse(html);
    expect(doc.querySelectorAll('b, script, img').length).toBe(0);
    expect(doc.body.textContent).toContain(name);
    expect(doc.body.textContent).toContain(tagLine);
    expect(html).toContain('&lt;b&gt;Owen&lt;/b&gt; &amp; &quot;Co&quot; &#39;x&#39;');
  });

  test('a card with no phone, e-mail or website leaves those lines out', () => {
    const { html, text } = buildSignature(
      toPublicProfile(buildProfile({ general: { name: 'Mina Minimal' } })),
      cardUrl,
    );
    expect(hrefs(html)).toEqual([cardUrl]);
    expect(text).toBe(`Mina Minimal\nSave my contact: ${cardUrl}`);
  });

  test('links only http(s) websites', () => {
    const profile = full();
    profile.socials = { ...profile.socials, website: 'javascript:alert(1)' };
    expect(hrefs(buildSignature(profile, cardUrl).html)).not.toContain('javascript:alert(1)');
  });

  test('stays under 10 KB with every field too long and full of characters to escape', () => {
    const profile = full();
    profile.general = {
      ...profile.general,
      name: '&<'.repeat(500),
      tagLine: '"\''.repeat(500),
      logo: { name: 'profile/logos/x', content: `https://cdn.example.com/${'&'.repeat(190)}.png` },
    };
    profile.contact.email = [{ name: 'Work', content: `${"'".repeat(200)}@example.com` }];
    profile.socials = {
      ...profile.socials,
      website: `https://owen.example.com/${'&'.repeat(190)}`,
    };
    const { html } = buildSignature(profile, cardUrl);
    expect(parse(html).querySelector('img')).not.toBeNull();
    expect(new TextEncoder().encode(html).length).toBeLessThan(maxSignatureBytes);
  });
});

describe('the signature logo', () => {
  const logo = (content: string, name = 'profile/logos/owen') => ({ name, content });

  test('is an http(s) image URL', () => {
    const url = 'https://cdn.example.com/owen.png';
    expect(signatureLogoUrl(logo(url))).toBe(url);
    const { html } = buildSignature(
      { ...full(), general: { ...full().general, logo: logo(url) } },
      cardUrl,
    );
    expect(parse(html).querySelector('img')?.getAttribute('src')).toBe(url);
  });

  test.each([
    ['a data: image', 'data:image/png;base64,iVBORw0KGgo='],
    ['a same-origin path', '/uploads/owen.png'],
    ['an SVG', 'https://cdn.example.com/owen.svg'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('is left out for %s', (_, content) => {
    expect(signatureLogoUrl(logo(content))).toBeUndefined();
  });

  test('is left out for the default logo', () => {
    expect(signatureLogoUrl(logo('https://cdn.example.com/d.png', 'profile/logos/default'))).toBe(
      undefined,
    );
    expect(parse(buildSignature(full(), cardUrl).html).querySelector('img')).toBeNull();
  });
});

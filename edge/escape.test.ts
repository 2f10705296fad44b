import { describe, expect, test } from 'vitest';
import { escapeHtml, jsonForScript } from './escape';

describe('escapeHtml', () => {
  test('turns every character that can end a text or an attribute into an entity', () => {
    expect(escapeHtml(`Eve "><script>alert('x')</script></title>&`)).toBe(
      'Eve &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;/title&gt;&amp;',
    );
  });
});

describe('jsonForScript', () => {
  const value = {
    name: '</script><script>alert(1)</script><!--',
    sep: 'a\u2028b\u2029c',
    amp: '&',
  };

  test('leaves no <, >, & or line separator in the block', () => {
    expect(jsonForScript(value)).not.toMatch(/[<>&\u2028\u2029]/);
  });

  test('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(value))).toEqual(value);
  });
});

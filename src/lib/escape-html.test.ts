import { describe, expect, test } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  test('turns every character that can end a text or an attribute into an entity', () => {
    expect(escapeHtml(`Eve "><script>alert('x')</script></title>&`)).toBe(
      'Eve &quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&lt;/title&gt;&amp;',
    );
  });
});

import { describe, expect, test } from 'vitest';
import { jsonForScript } from './escape';

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

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { fetchMetadataOf, isCrossSiteResourceLoad, isNotScriptFetch } from './fetch-metadata';

const request = (headers: Record<string, string>) =>
  new Request('http://api.example.test/api/profile/abc', { headers });

describe('Fetch Metadata', () => {
  test('reads the three headers as sent, null where a client sent none', () => {
    expect(
      fetchMetadataOf(request({ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Dest': 'image' })),
    ).toEqual({ site: 'cross-site', mode: null, dest: 'image' });
  });

  // The two rules differ on purpose: taps are about other sites, bots about any non-fetch call.
  test.each([
    // [what, headers, cross-site resource load (no tap), not a script fetch (bot)]
    ['no Fetch Metadata (curl, a test)', {}, false, false],
    [
      'the card page fetch, same origin',
      { site: 'same-origin', mode: 'cors', dest: 'empty' },
      false,
      false,
    ],
    [
      'a fetch from another site',
      { site: 'cross-site', mode: 'cors', dest: 'empty' },
      false,
      false,
    ],
    ["another site's <img>", { site: 'cross-site', mode: 'no-cors', dest: 'image' }, true, true],
    ["another site's frame", { site: 'cross-site', mode: 'navigate', dest: 'iframe' }, true, true],
    ['a same-site <img>', { site: 'same-site', mode: 'no-cors', dest: 'image' }, false, true],
    [
      'a navigation typed by the user',
      { site: 'none', mode: 'navigate', dest: 'document' },
      false,
      true,
    ],
    [
      'a no-cors fetch, same origin',
      { site: 'same-origin', mode: 'no-cors', dest: 'empty' },
      false,
      true,
    ],
  ] as const)('%s', (_, metadata, crossSiteLoad, notScriptFetch) => {
    const headers: Record<string, string> = {};
    if ('site' in metadata) headers['Sec-Fetch-Site'] = metadata.site;
    if ('mode' in metadata) headers['Sec-Fetch-Mode'] = metadata.mode;
    if ('dest' in metadata) headers['Sec-Fetch-Dest'] = metadata.dest;
    expect(isCrossSiteResourceLoad(request(headers))).toBe(crossSiteLoad);
    expect(isNotScriptFetch(request(headers))).toBe(notScriptFetch);
  });
});

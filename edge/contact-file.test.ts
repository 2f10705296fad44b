// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { readBoth } from '@tests/vcard/vcard-readers';
import { createRenderer } from './handler';

/** The renderer's `GET /profile/{id}/contact.vcf` against an API that answers `answer`. */
function vcardOf(answer: () => Response) {
  const asked: string[] = [];
  const app = createRenderer({
    publicOrigin: 'https://cards.test',
    apiOrigin: 'http://api.test',
    cardHtml: () => Promise.resolve(new Response('<div id="root"></div>')),
    assets: () => Promise.resolve(new Response('static')),
    cardCss: '',
    clientAddress: () => undefined,
    fetch: (input) => {
      // Not `instanceof Request`: @hono/node-server (node.test.ts) swaps the global class.
      asked.push(typeof input === 'object' && 'url' in input ? input.url : String(input));
      return Promise.resolve(answer());
    },
  });
  return {
    asked,
    get: (id: string) => app.fetch(new Request(`https://cards.test/profile/${id}/contact.vcf`)),
  };
}

const card = buildFullProfile({ _id: 'c1', general: { name: 'Anaïs Owner' } });
const ok = () => Response.json({ success: true, message: 'ok', data: { profile: card } });

describe('the contact file at /profile/{id}/contact.vcf', () => {
  test('text/vcard with the file name, the one builder, no tap counted', async () => {
    const { get, asked } = vcardOf(ok);
    const response = await get('c1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Ana_s_Owner.vcf"; filename*=UTF-8''Ana%C3%AFs_Owner.vcf`,
    );
    expect(asked).toEqual(['http://api.test/api/profile/c1?count=false']);
    const text = await response.text();
    for (const [reader, read] of readBoth([text])[0]!) {
      expect(read.fn, reader).toEqual(['Anaïs Owner']);
      expect(
        read.url.map((u) => u.value),
        reader,
      ).toContain('https://cards.test/profile/c1');
    }
  });

  test("the card's refusal keeps its status; nothing else is served", async () => {
    const inactive = vcardOf(() =>
      Response.json({ success: false, message: 'This profile is inactive.' }, { status: 403 }),
    );
    const refused = await inactive.get('c1');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).not.toContain('vcard');
    const down = vcardOf(() => new Response('<html>502</html>', { status: 502 }));
    expect((await down.get('c1')).status).toBe(502);
  });
});

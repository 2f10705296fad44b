import { describe, expect, test } from 'vitest';
import { addressComma, addressLines } from './address';

const address = (
  parts: Partial<Record<'street' | 'city' | 'state' | 'postalCode' | 'country', string>>,
) => ({
  street: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  ...parts,
});

describe('addressLines', () => {
  test('street; city, state postal code; country, blank parts left out', () => {
    expect(
      addressLines(
        address({
          street: ' 12 MG Road ',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          country: 'India',
        }),
      ),
    ).toEqual(['12 MG Road', 'Bengaluru, Karnataka 560001', 'India']);
    expect(addressLines(address({ state: 'Karnataka' }))).toEqual(['Karnataka']);
    expect(addressLines(address({}))).toEqual([]);
  });

  test('an address in Arabic script (Urdu) takes its comma; one in Devanagari a Latin one', () => {
    expect(
      addressLines(address({ city: 'بنگلورو', state: 'کرناٹک', postalCode: '560001' })),
    ).toEqual(['بنگلورو، کرناٹک 560001']);
    expect(addressLines(address({ city: 'बेंगलुरु', state: 'कर्नाटक' }))).toEqual(['बेंगलुरु, कर्नाटक']);
    // A Latin city and state under an Urdu street: the whole address is in Urdu's comma, as
    // its lines are joined.
    expect(addressLines(address({ street: 'ایم جی روڈ', city: 'Pune', state: 'MH' }))[1]).toBe(
      'Pune، MH',
    );
  });
});

test("addressComma follows the text's script, not the page's language", () => {
  expect(addressComma('12 MG Road')).toBe(', ');
  expect(addressComma('12 ایم جی روڈ')).toBe('، ');
  expect(addressComma('')).toBe(', ');
});

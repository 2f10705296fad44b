import { describe, expect, it } from 'vitest';
import { icuArguments, isolate, isolationProblems, placeholderProblems } from './placeholders';

describe('icuArguments', () => {
  it('lists plain, formatted and plural arguments with what is nested in cases', () => {
    expect(icuArguments('Hi {name}, {n, plural, one {# view of {card}} other {# views}}')).toEqual([
      'card:argument',
      'n:plural',
      'name:argument',
    ]);
  });
});

describe('placeholderProblems', () => {
  it('accepts a translation with the same placeholders in another order', () => {
    expect(placeholderProblems('Call {name} on {phone}', '{phone} पर {name} को कॉल करें')).toEqual(
      [],
    );
  });

  it('reports a lost, a renamed and an added placeholder', () => {
    expect(placeholderProblems('Call {name}', 'कॉल करें')).toEqual([
      'misses or changes the placeholder {name:argument}',
    ]);
    expect(placeholderProblems('Call {name}', 'कॉल {naam}')).toHaveLength(2);
  });

  it('reports a plural turned into a plain argument and broken ICU syntax', () => {
    expect(placeholderProblems('{n, plural, one {# view} other {# views}}', '{n} व्यू')).toContain(
      'misses or changes the placeholder {n:plural}',
    );
    expect(
      placeholderProblems('{n, plural, one {# view} other {# views}}', '{n, plural, one {# व्यू}')[0],
    ).toMatch(/not valid ICU/);
  });

  it('reports a plural without its other case', () => {
    expect(
      placeholderProblems('{n, plural, one {# view} other {# views}}', '{n, plural, one {# व्यू}}'),
    ).toContain('a plural without its `other` case');
  });
});

describe('isolationProblems', () => {
  const { start, end } = isolate;

  it('accepts placeholders between FSI and PDI, and a message without any', () => {
    expect(isolationProblems(`شکریہ! ${start}{owner}${end} کو آپ کا رابطہ مل گیا ہے۔`)).toEqual([]);
    expect(isolationProblems('زبان')).toEqual([]);
  });

  it('reports a placeholder without either mark', () => {
    expect(isolationProblems(`{owner} کو ${start}{name}`)).toEqual([
      '{owner} is not isolated (FSI before, PDI after: right to left)',
      '{name} is not isolated (FSI before, PDI after: right to left)',
    ]);
  });
});

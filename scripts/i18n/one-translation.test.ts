import { describe, expect, it } from 'vitest';
import { translationConflicts } from './one-translation';

describe('translationConflicts', () => {
  it('reports a message two catalogues of a language translate differently', () => {
    expect(
      translationConflicts([
        { file: 'card/hi.po', message: 'Location', translation: 'स्थान' },
        { file: 'card/hi.po', message: 'Email', translation: 'ईमेल' },
        { file: 'app/hi.po', message: 'Location', translation: 'लोकेशन' },
      ]),
    ).toEqual(['"Location": "स्थान" in card/hi.po, "लोकेशन" in app/hi.po']);
  });

  it('accepts the same translation in several catalogues', () => {
    expect(
      translationConflicts([
        { file: 'card/hi.po', message: 'Review', translation: 'समीक्षा' },
        { file: 'card-later/hi.po', message: 'Review', translation: 'समीक्षा' },
        { file: 'app/hi.po', message: 'Review', translation: 'समीक्षा' },
      ]),
    ).toEqual([]);
  });
});

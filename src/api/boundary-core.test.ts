import { describe, expect, test } from 'vitest';
import { buildFullProfile } from '@mocks/factories';
import { checkResponse } from './boundary';
import { checkResponseWith, UnreadableResponseError } from './boundary-core';
import { responseValidators } from './generated/response-validators.gen.js';
import { getProfileForEditValidators } from './generated/validate-profile-envelope.gen.js';
import { getPublicProfileValidators } from './generated/validate-public-profile-envelope.gen.js';

/** The public card envelope of a full card, with `change` applied to a copy of the card. */
function answer(change: (card: Record<string, unknown>) => void = () => undefined) {
  const { meta: _meta, ...card } = buildFullProfile({ _id: 'card-1' });
  const profile: Record<string, unknown> = structuredClone({ ...card, meta: {} });
  change(profile);
  return { success: true, message: 'Profile fetched.', data: { profile } };
}

const drifted = () =>
  answer((p) => {
    (p.socials as Record<string, unknown>).website = 42;
    p.style = null;
    (p.contact as Record<string, unknown[]>).phone!.push(null);
  });

// ADR 0004: a page checks with one operation's validators, exactly as checkResponse would.
describe('checkResponseWith one operation’s validators', () => {
  test('repairs and reports a drifted card as checkResponse does', () => {
    const alone = checkResponseWith(getPublicProfileValidators, 200, drifted());
    expect(alone.repaired).toEqual(
      expect.arrayContaining(['/data/profile/socials/website', '/data/profile/style']),
    );
    expect(alone).toEqual(checkResponse('getPublicProfile', 200, drifted()));
  });

  test('checks a failure as the contract’s Error, whatever the operation', () => {
    const failure = { success: false, message: 'Profile not found.' };
    expect(checkResponseWith(getPublicProfileValidators, 404, failure).body).toBe(failure);
    expect(() =>
      checkResponseWith(getPublicProfileValidators, 404, { success: false, message: 7 }),
    ).toThrow(UnreadableResponseError);
  });

  test('uses the success schema of the operation it is given', () => {
    // The editor's envelope requires the owner's meta that the public one leaves out.
    const card = answer();
    expect(checkResponseWith(getPublicProfileValidators, 200, card).violations).toEqual([]);
    expect(checkResponseWith(getProfileForEditValidators, 200, card).violations).not.toEqual([]);
  });

  test('the full table holds each operation’s own validators', () => {
    for (const [id, validators] of Object.entries(responseValidators)) {
      expect(validators.operationId).toBe(id);
    }
    expect(responseValidators.getPublicProfile).toBe(getPublicProfileValidators);
  });
});

import { msg } from '@lingui/core/macro';

/**
 * What a card's visitor reads on /error when the card cannot show: the contract's refusals of
 * `getPublicProfile` (404 `Profile not found.`, 403 `This profile is inactive.`) and the
 * fallbacks of spec §8 the card passes on (`Failed to load profile`, `Something went wrong`).
 * They are known messages like the others (server-messages.ts, matched by their English text),
 * in the `status` catalogue so that they read in every language of the card (lingui.config.ts).
 */
export const cardRefusals = [
  msg`Something went wrong`,
  msg`Failed to load profile`,
  msg`Profile not found.`,
  msg`This profile is inactive.`,
];

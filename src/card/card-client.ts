import { createApiClient } from '@/api/create-client';
import { getPublicProfileValidators } from '@/api/generated/validate-public-profile-envelope.gen.js';

const messageValidators = () => import('@/api/generated/validate-message-envelope.gen.js');

/**
 * The card's client: the app's transport and failure normalisation (src/api/create-client.ts)
 * with the validators the card reads. The card answer's are in the card's first download; the
 * visitor's forms load theirs when they send. The session check and logout of the footer are
 * read for their status alone (logged in or not), unchecked: the card carries no user schema.
 */
export const cardClient = createApiClient((operation) => {
  switch (operation) {
    case 'GET /api/profile/{profileId}': // getPublicProfile
      return getPublicProfileValidators;
    case 'POST /api/profile/{profileId}/contacts':
      return messageValidators().then((m) => m.leaveContactValidators);
    case 'POST /api/profile/{profileId}/contact-mail':
      return messageValidators().then((m) => m.mailContactFileValidators);
    case 'POST /api/profile/{profileId}/events':
      return messageValidators().then((m) => m.recordCardEventValidators);
    default:
      return undefined;
  }
});

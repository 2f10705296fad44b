import { $api } from './client';

/**
 * Query options of a card as its owner or an admin edits it (`GET /api/profile/{profileId}/edit`,
 * contract operation `getProfileForEdit`). The editor and the dashboard's share kit read the
 * same cache entry through it, so opening the kit in the editor makes no call.
 */
export function editProfileQuery(profileId: string) {
  return $api.queryOptions('get', '/api/profile/{profileId}/edit', {
    params: { path: { profileId } },
  });
}

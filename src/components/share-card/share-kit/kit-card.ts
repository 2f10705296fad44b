import { useQuery } from '@tanstack/react-query';
import { editProfileQuery } from '@/api/card-queries';
import type { Schemas } from '@/api/client';

/** What the share kit reads of a card: the public view (the editor's Profile fits it too). */
export type KitCard = Schemas['PublicProfile'];

/**
 * What the kit's images and signature call a card without a name: English in every language of
 * the page, as everything the kit makes for other people (docs/share-kit.md).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- for other people (above)
export const untitledCard = 'My card';

/**
 * The card behind a Share dialog (`GET /api/profile/{id}/edit`, the owner's or an admin's
 * copy). The editor's query options (`editProfileQuery`), so in the editor the kit reads the cached card
 * and makes no call; the card lists hold only summaries, so there the dialog loads it once.
 */
export function useKitCard(id: string) {
  return useQuery(editProfileQuery(id));
}

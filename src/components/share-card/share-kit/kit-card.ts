import { useQuery } from '@tanstack/react-query';
import { editProfileQuery } from '@/api/card-queries';
import type { Schemas } from '@/api/client';

/** What the share kit reads of a card: the public view (the editor's Profile fits it too). */
export type KitCard = Schemas['PublicProfile'];

/**
 * The card behind a Share dialog (`GET /api/profile/{id}/edit`, the owner's or an admin's
 * copy). The editor's query options (`editProfileQuery`), so in the editor the kit reads the cached card
 * and makes no call; the card lists hold only summaries, so there the dialog loads it once.
 */
export function useKitCard(id: string) {
  return useQuery(editProfileQuery(id));
}

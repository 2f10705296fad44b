import { useQueryClient } from '@tanstack/react-query';
import { editProfileQuery } from '@/api/card-queries';
import { $api, type Schemas } from '@/api/client';
import type { Invalidation } from '@/lib/query-client';

/**
 * After any change to a card: the lists show its name and status, and the public page its
 * content. (The editor's own copy is replaced from the response instead.)
 */
const staleAfterEdit = (profileId: string): Invalidation[] => [
  '/api/profile',
  ['/api/profile/{profileId}', { params: { path: { profileId } } }],
];

type ProfileEnvelope = Schemas['ProfileEnvelope'];

/** Writes a saved card into the editor's query, so every part shows what the server stored. */
function useStoreSaved(profileId: string) {
  const queryClient = useQueryClient();
  return (data: ProfileEnvelope) =>
    queryClient.setQueryData(editProfileQuery(profileId).queryKey, data);
}

/**
 * Saves one section (`PATCH /api/profile/{id}`, body `{ [section]: value }`) and resolves to
 * the stored card. Rejects with the normalised error body.
 */
export function useUpdateSection(profileId: string) {
  const storeSaved = useStoreSaved(profileId);
  const mutation = $api.useMutation('patch', '/api/profile/{profileId}', {
    meta: { invalidates: staleAfterEdit(profileId) },
    onSuccess: storeSaved,
  });
  const save = async (body: Schemas['ProfileUpdate']) =>
    (await mutation.mutateAsync({ params: { path: { profileId } }, body })).data.profile;
  return { save, pending: mutation.isPending };
}

/**
 * Uploads a logo as multipart form data (field `logo`). openapi-fetch sends the FormData as
 * is; the browser sets Content-Type with the boundary, so it is never set by hand.
 */
export function useUploadLogo(profileId: string) {
  const storeSaved = useStoreSaved(profileId);
  const mutation = $api.useMutation('patch', '/api/profile/{profileId}/logo', {
    meta: { invalidates: staleAfterEdit(profileId) },
    onSuccess: storeSaved,
  });
  const upload = async (file: File) =>
    (
      await mutation.mutateAsync({
        params: { path: { profileId } },
        body: { logo: file.name },
        bodySerializer: () => {
          const data = new FormData();
          data.append('logo', file, file.name);
          return data;
        },
      })
    ).data.profile;
  return { upload, pending: mutation.isPending };
}

/** Restores the default logo (`DELETE /api/profile/{id}/logo`). */
export function useDeleteLogo(profileId: string) {
  const storeSaved = useStoreSaved(profileId);
  const mutation = $api.useMutation('delete', '/api/profile/{profileId}/logo', {
    meta: { invalidates: staleAfterEdit(profileId) },
    onSuccess: storeSaved,
  });
  const remove = async () =>
    (await mutation.mutateAsync({ params: { path: { profileId } } })).data.profile;
  return { remove, pending: mutation.isPending };
}

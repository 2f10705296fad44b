import { Stack, Title } from '@mantine/core';
import { $api, errorMessage, type Schemas } from '@/api/client';
import { toast } from '@/lib/toast';
import { CreatedProfiles } from '../components/created-profiles';
import { CreateProfileForm } from '../components/create-profile-form';

/** /dashboard/create-profile (admins; the route guard checks): bulk creation of blank cards. */
export function CreateProfilePage() {
  const create = $api.useMutation('post', '/api/profile', {
    meta: { invalidates: [['get', '/api/profile']] },
  });

  const onCreate = async (body: Schemas['CreateProfilesRequest']) => {
    try {
      const result = await create.mutateAsync({ body });
      toast.success(result.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to create Profiles.'));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Create a new Profile</Title>
      <CreateProfileForm onCreate={onCreate} pending={create.isPending} />
      {create.data && <CreatedProfiles ids={create.data.data.ids} />}
    </Stack>
  );
}

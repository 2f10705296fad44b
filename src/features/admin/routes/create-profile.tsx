import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { $api } from '@/api/client';
import { CreatedProfiles } from '../components/created-profiles';
import { CreateProfileForm } from '../components/create-profile-form';

/** /dashboard/create-profile (admins; the route guard checks): bulk creation of blank cards. */
export function CreateProfilePage() {
  const create = $api.useMutation('post', '/api/profile', {
    meta: { invalidates: ['/api/profile'] },
  });
  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Create a new Profile</Trans>
      </Title>
      <CreateProfileForm
        create={(body) => create.mutateAsync({ body })}
        pending={create.isPending}
      />
      {create.data && <CreatedProfiles ids={create.data.data.ids} />}
    </Stack>
  );
}

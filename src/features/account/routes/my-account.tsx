import { SimpleGrid } from '@mantine/core';
import { useSession } from '@/lib/auth/session';
import { DetailsForm } from '../components/details-form';
import { PasswordForm } from '../components/password-form';

/** /dashboard/my-account (spec §2): the 'My Details' and 'Change Password' forms. */
export function MyAccountPage() {
  const { user } = useSession();
  // The dashboard guard only renders this page for a logged-in user.
  if (!user) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={960} style={{ alignItems: 'start' }}>
      <DetailsForm user={user} />
      <PasswordForm user={user} />
    </SimpleGrid>
  );
}

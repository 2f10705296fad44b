import { Stack, Text, Title } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { useAuth } from '@/lib/auth/auth-context';

/** Dashboard shell (spec §2): welcome line and side menu around the page. */
export function DashboardLayout() {
  const { user } = useAuth();
  return (
    <Stack p="md">
      <Title order={1}>Welcome back!</Title>
      <Text>
        {user?.email} {user?.name}
      </Text>
      <Outlet />
    </Stack>
  );
}

import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '@/lib/toast';
import { AuthProvider, type User } from '@/lib/auth/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

type ProvidersProps = {
  children: ReactNode;
  /** Tests and stories pass their own client; the app makes one. */
  queryClient?: QueryClient;
  /** Skip the session check with a known user (stories); undefined = check with the server. */
  initialUser?: User | null;
  /** `test` skips Mantine transitions and portals (jsdom). */
  env?: 'default' | 'test';
};

/** Theme, data, auth and toasts around the whole app (and every test and story). */
export function Providers({ children, queryClient, initialUser, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      env={env}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <QueryClientProvider client={client}>
        <AuthProvider initialUser={initialUser}>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import './mantine-styles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastHost } from '@/lib/toast';
import { sessionQuery, type SessionData, type User } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

type ProvidersProps = {
  children: ReactNode;
  /** Tests and stories pass their own client; the app makes one. */
  queryClient?: QueryClient;
  /** Skip the session check with a known user (tests, stories); undefined = check with the server. */
  initialUser?: User | null;
  /** The optional capabilities announced with `initialUser` (src/api/capabilities.ts); none by default. */
  capabilities?: string[];
  /** `test` skips Mantine transitions and portals (jsdom). */
  env?: 'default' | 'test';
};

/** Theme, data (the session among it) and toasts around the whole app (and every test and story). */
export function Providers({
  children,
  queryClient,
  initialUser,
  capabilities,
  env = 'default',
}: ProvidersProps) {
  const [client] = useState(() => {
    const created = queryClient ?? createQueryClient();
    if (initialUser !== undefined) {
      const session: SessionData | null = initialUser && { user: initialUser, capabilities };
      created.setQueryData(sessionQuery.queryKey, session);
    }
    return created;
  });
  return (
    <MantineProvider
      theme={theme}
      env={env}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <ToastHost />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

import '@/config/mantine-styles';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CapabilitiesProvider, capabilitiesOf } from '@/capabilities/capabilities';
import { i18n } from '@/i18n';
import { sessionQuery, type SessionData, type User } from '@/lib/auth/session';
import { createQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from '@/config/theme';

type ProvidersProps = {
  children: ReactNode;
  /** Tests and stories pass their own client; the app makes one. */
  queryClient?: QueryClient;
  /** Skip the session check with a known user (tests, stories); undefined = check with the server. */
  initialUser?: User | null;
  /** The optional capabilities announced with `initialUser`; none by default. */
  capabilities?: string[];
  /** `test` skips Mantine transitions and portals (jsdom). */
  env?: 'default' | 'test';
};

/** What the server announced with the session's user answer, to everything below. */
function SessionCapabilities({ children }: { children: ReactNode }) {
  const { data } = useQuery({ ...sessionQuery, select: capabilitiesOf });
  return (
    <CapabilitiesProvider value={data ?? capabilitiesOf(null)}>{children}</CapabilitiesProvider>
  );
}

/**
 * Theme, data (the session among it), the session's capabilities and the interface's language
 * (Lingui's `I18nProvider` over the one `i18n` of src/i18n: a language change re-renders the
 * app) around the whole app (and every test and story). Toasts host themselves (src/lib/toast.tsx).
 */
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
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <SessionCapabilities>{children}</SessionCapabilities>
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Burger, em, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, useLocation, useOutlet } from 'react-router-dom';
import { useCapabilities } from '@/capabilities/capabilities';
import { LanguageMenu } from '@/components/language-menu';
import { PageTransition } from '@/components/page-transition';
import { useLogout } from '@/components/use-logout';
import { brand } from '@/config/brand';
import { useSession } from '@/lib/auth/session';
import { passes } from '../guards';
import type { DashboardMenuEntry } from '../routes';

/**
 * Dashboard shell (spec §2): 'Welcome back!' with the user's e-mail and name, and the side
 * menu (My Profiles, Contacts where the server has contact exchange, My Account, Logout; All
 * Profiles and Create Profile for admins): `menu` is the pages' (`dashboardMenu`,
 * src/app/routes.tsx), and who sees an entry is its page's guard (`passes`) and capability. On
 * a phone the menu collapses behind a burger, a disclosure
 * (https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/) that Escape also closes, handing the
 * focus back to the burger. The page content animates by path; the shell stays put.
 */
/** The phone's menu: in the shell's grid under the header, sticking below it as the page scrolls. */
const phoneMenu = {
  position: 'sticky',
  top: 'var(--app-shell-header-height)',
  gridRow: 2,
  gridColumn: '1 / -1',
  alignSelf: 'start',
  height: 'calc(100dvh - var(--app-shell-header-height))',
} as const;

export function DashboardLayout({ menu }: { menu: DashboardMenuEntry[] }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const { logout, busy } = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  useHotkeys(
    opened
      ? [
          [
            'Escape',
            () => {
              close();
              burger.current?.focus();
            },
          ],
        ]
      : [],
    [],
  );
  const phone = useMediaQuery(`(max-width: ${em(767.9)})`);
  const capabilities = useCapabilities();
  const product = brand.productName;
  const entries = menu.filter(
    (entry) =>
      passes(entry.guard, user ?? null) &&
      (!entry.capability || capabilities.has(entry.capability)),
  );

  return (
    <AppShell
      mode="static"
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'lg' }}
      // The shell sits inside the page (the site footer follows it), so the window scrolls.
      style={{ flex: 1, height: 'auto', overflow: 'visible' }}
    >
      {/* Above the menu (Mantine puts a navbar one above its header): in the static shell both
          scroll with the page, and the menu would pass over the header's title. */}
      <AppShell.Header px="md" zIndex={102}>
        <Group h="100%" gap="sm">
          <Burger
            ref={burger}
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={opened ? t`Close menu` : t`Open menu`}
            aria-expanded={opened}
            aria-controls="dashboard-menu"
          />
          <Text fw={700} size="lg" style={{ flex: 1 }}>
            <Trans>{product} Dashboard</Trans>
          </Text>
          <LanguageMenu />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        p="sm"
        id="dashboard-menu"
        aria-label={t`Dashboard menu`}
        // On a phone the open menu lies over the page, sticky under the header where Mantine
        // fixes it at the header's height from the window's top: the header scrolls with
        // anything above the shell (the mock backend's bar), and a fixed menu went under it.
        // Collapsed, it is Mantine's, only moved off-screen: hide it from keyboards and screen
        // readers too.
        style={phone ? (opened ? phoneMenu : { visibility: 'hidden' }) : undefined}
      >
        {entries.map(({ path: to, label, icon: Icon }) => (
          <NavLink
            key={to}
            component={Link}
            to={to}
            label={i18n._(label)}
            leftSection={<Icon size={18} aria-hidden />}
            active={pathname === to || pathname.startsWith(`${to}/`)}
            aria-current={pathname === to ? 'page' : undefined}
            onClick={close}
          />
        ))}
        <NavLink
          component="button"
          type="button"
          label={t`Logout`}
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void logout()}
          disabled={busy}
        />
      </AppShell.Navbar>

      <AppShell.Main renderRoot={(props) => <div {...props} />}>
        <Stack gap={4} mb="lg">
          <Title order={1}>
            <Trans>Welcome back!</Trans>
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} c="var(--mantine-color-text)">
              {user?.name}
            </Text>{' '}
            · {user?.email}
          </Text>
        </Stack>
        <PageTransition transitionKey={pathname}>{outlet}</PageTransition>
      </AppShell.Main>
    </AppShell>
  );
}

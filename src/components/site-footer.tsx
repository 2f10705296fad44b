import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconMail, IconPhone, IconWorld } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useAuth } from '@/lib/auth/auth-context';
import { useLogout } from './use-logout';

function Column({
  title,
  nav = false,
  children,
}: {
  title: string;
  nav?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={6} component={nav ? 'nav' : 'div'} aria-label={nav ? title : undefined}>
      <Title order={2} size="sm" c="gray.4" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const linkProps = { c: 'gray.2', size: 'sm', underline: 'hover' } as const;

/**
 * The footer of every screen (spec §1, §2): quick links (Dashboard when logged in, Login
 * when logged out, and Logout for a logged-in user), contact links, social links and the
 * copyright line. Brand values come from `src/config/brand.ts`.
 */
export function SiteFooter() {
  const { user, loading } = useAuth();
  const { logout, busy } = useLogout();
  const year = new Date().getFullYear();

  return (
    <Box component="footer" bg="dark.8" c="gray.2" py="xl" mt="xl">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="lg">
          <Column title="Quick links" nav>
            {!loading && user && (
              <>
                <Anchor component={Link} to="/dashboard" {...linkProps}>
                  Dashboard
                </Anchor>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  w="fit-content"
                  onClick={() => void logout()}
                  disabled={busy}
                  aria-busy={busy}
                  style={busy ? { opacity: 0.6, cursor: 'wait' } : undefined}
                  {...linkProps}
                >
                  Logout
                </Anchor>
              </>
            )}
            {!loading && !user && (
              <Anchor component={Link} to="/login" {...linkProps}>
                Login
              </Anchor>
            )}
          </Column>
          <Column title="Contact">
            <Anchor href={`tel:${brand.contactPhone}`} {...linkProps}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                {brand.contactPhoneLabel}
              </Group>
            </Anchor>
            <Anchor
              href={`mailto:${brand.contactEmail}`}
              {...linkProps}
              style={{ overflowWrap: 'anywhere' }}
            >
              <Group gap={6} component="span" wrap="nowrap">
                <IconMail size={16} aria-hidden />
                {brand.contactEmail}
              </Group>
            </Anchor>
          </Column>
          <Column title="Follow us">
            <Anchor href={brand.instagram} target="_blank" rel="noopener noreferrer" {...linkProps}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconBrandInstagram size={16} aria-hidden />
                Instagram
              </Group>
            </Anchor>
            <Anchor href={brand.website} target="_blank" rel="noopener noreferrer" {...linkProps}>
              <Group gap={6} component="span" wrap="nowrap">
                <IconWorld size={16} aria-hidden />
                Website
              </Group>
            </Anchor>
          </Column>
        </SimpleGrid>
        <Text size="sm" c="gray.4" ta="center" mt="xl">
          © {year} {brand.productName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}

import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { brand } from '@/config/brand';
import { useSession } from '@/lib/auth/session';
import { href } from '@/config/paths';

/**
 * The empty list (spec §2 'You have no profiles.'): how a card reaches its owner
 * (the team makes it and links it to the account's e-mail) and who to ask, from the brand
 * settings. Admins are pointed to Create Profile instead.
 */
export function EmptyProfiles() {
  const { user } = useSession();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      maw={640}
      component="section"
      aria-labelledby="no-profiles-title"
    >
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconId size={28} />
        </ThemeIcon>
        <Title order={3} id="no-profiles-title">
          You have no profiles.
        </Title>
        {user?.isAdmin ? (
          <>
            <Text>
              Cards you create start unowned. Create them, then give each one an owner in the
              editor&apos;s Meta tab.
            </Text>
            <Button component={Link} to={href('createProfile')}>
              Create Profile
            </Button>
          </>
        ) : (
          <>
            <Text>
              Your {brand.productName} card is set up by our team and linked to your account
              {user ? (
                <>
                  , <b style={{ overflowWrap: 'anywhere' }}>{user.email}</b>
                </>
              ) : null}
              . Once it is linked, it appears here and you can edit it.
            </Text>
            <Text>
              Have a card that is not here yet, or want one? Contact us at{' '}
              <Anchor href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</Anchor> or{' '}
              <Anchor href={`tel:${brand.contactPhone}`}>{brand.contactPhoneLabel}</Anchor>.
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

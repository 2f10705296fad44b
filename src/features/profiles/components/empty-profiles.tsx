import { Trans } from '@lingui/react/macro';
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
  const product = brand.productName;
  const email = brand.contactEmail;
  const phone = brand.contactPhoneLabel;
  const account = user?.email;
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
          <Trans>You have no profiles.</Trans>
        </Title>
        {user?.isAdmin ? (
          <>
            <Text>
              <Trans>
                Cards you create start unowned. Create them, then give each one an owner in the
                editor&apos;s Meta tab.
              </Trans>
            </Text>
            <Button component={Link} to={href('createProfile')}>
              <Trans>Create Profile</Trans>
            </Button>
          </>
        ) : (
          <>
            <Text>
              {user ? (
                <Trans>
                  Your {product} card is set up by our team and linked to your account,{' '}
                  <b style={{ overflowWrap: 'anywhere' }}>{account}</b>. Once it is linked, it
                  appears here and you can edit it.
                </Trans>
              ) : (
                <Trans>
                  Your {product} card is set up by our team and linked to your account. Once it is
                  linked, it appears here and you can edit it.
                </Trans>
              )}
            </Text>
            <Text>
              <Trans>
                Have a card that is not here yet, or want one? Contact us at{' '}
                <Anchor href={`mailto:${email}`}>{email}</Anchor> or{' '}
                <Anchor href={`tel:${brand.contactPhone}`}>{phone}</Anchor>.
              </Trans>
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

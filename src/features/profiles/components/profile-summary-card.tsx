import { Badge, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { ShareCardButton } from '@/components/share-card/share-card-button';
import { isRedirectCard } from '../lib/filter-profiles';

type ProfileSummaryCardProps = {
  profile: Schemas['ProfileSummary'];
  /** Where Edit goes: `{editBase}/{id}`. */
  editBase: string;
  /** Show the owner's e-mail and a redirect's target (the admin's list, issue #13). */
  showOwner?: boolean;
};

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * One card of the list (spec §2): Profile Name, Taps, Status and Card number; for admins also
 * the owner's e-mail and a redirect's target (issue #13). View opens the public page in a new
 * tab without counting a tap; Edit opens the editor (not for redirect cards).
 */
export const ProfileSummaryCard = memo(function ProfileSummaryCard({
  profile,
  editBase,
  showOwner = false,
}: ProfileSummaryCardProps) {
  const redirect = isRedirectCard(profile);
  const name = redirect ? '(Redirect Profile)' : profile.general.name;
  const active = profile.meta.isActive;
  return (
    <Card component="article" withBorder padding="md" aria-label={`Card ${profile._id}`}>
      <SimpleGrid component="dl" cols={2} spacing="xs" verticalSpacing="xs" m={0}>
        <Field label="Profile Name">{name}</Field>
        <Field label="Taps">{profile.meta.taps}</Field>
        <Field label="Status">
          <Group gap={4} component="span">
            <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" component="span" tt="none">
              {active ? 'Active' : 'Inactive'}
            </Badge>
            {redirect && (
              <Badge color="violet.9" variant="outline" component="span" tt="none">
                Redirect
              </Badge>
            )}
          </Group>
        </Field>
        <Field label="Card number">
          <Text span ff="monospace" size="sm">
            {profile._id}
          </Text>
        </Field>
        {showOwner && (
          <Field label="Owner" wide>
            {profile.meta.owner?.email ?? (
              <Text span c="dimmed" fs="italic">
                No owner
              </Text>
            )}
          </Field>
        )}
        {showOwner && redirect && (
          <Field label="Redirects to" wide>
            {profile.meta.redirectUrl}
          </Field>
        )}
      </SimpleGrid>
      <Group mt="md" gap="xs">
        <Button
          component="a"
          href={`/profile/${encodeURIComponent(profile._id)}?count=false`}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="light"
          leftSection={<IconExternalLink size={14} aria-hidden />}
        >
          View
        </Button>
        {!redirect && (
          <Button
            component={Link}
            to={`${editBase}/${encodeURIComponent(profile._id)}`}
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
        <ShareCardButton id={profile._id} name={name} size="xs" />
      </Group>
    </Card>
  );
});

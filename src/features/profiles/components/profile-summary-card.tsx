import { Badge, Button, Card, Group } from '@mantine/core';
import { IconChartBar, IconEdit, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { ShareButton } from '@/components/share-card/share-button';
import { href } from '@/config/paths';
import { ownerCardPath } from '@/lib/card-url';
import { formatCount } from '@/lib/format-count';
import { isRedirectCard } from '../lib/filter-profiles';
import classes from './profile-summary-card.module.css';

/** Whose cards a list shows: the owner's own (My Profiles) or every card (All Profiles). */
export type ListScope = 'mine' | 'all';

type ProfileSummaryCardProps = {
  profile: Schemas['ProfileSummary'];
  /** Whose list it is: Edit and Insights open that list's pages of the card. */
  scope: ListScope;
  /** Show the owner's e-mail and a redirect's target (the admin's list). */
  showOwner?: boolean;
  /** The server offers insights: "Views (30 days)" and the Insights page (capability `insights`). */
  insights?: boolean;
  /** Opens the list's one Share dialog for this card (its number and shown name). */
  onShare: (id: string, name: string) => void;
};

/** One label and value of the card's list (plain elements: 20 cards render many of them). */
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
    <div className={wide ? classes.wide : undefined}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

/**
 * One card of the list (spec §2): Profile Name, Taps, Status and Card number; for admins also
 * the owner's e-mail and a redirect's target. View opens the public page in a new
 * tab without counting a tap; Edit opens the editor (not for redirect cards); Share opens the
 * list's Share dialog.
 */
export const ProfileSummaryCard = memo(function ProfileSummaryCard({
  profile,
  scope,
  showOwner = false,
  insights = false,
  onShare,
}: ProfileSummaryCardProps) {
  const redirect = isRedirectCard(profile);
  const name = redirect ? '(Redirect Profile)' : profile.general.name;
  const active = profile.meta.isActive;
  return (
    <Card component="article" withBorder padding="md" aria-label={`Card ${profile._id}`}>
      <dl className={classes.fields}>
        <Field label="Profile Name">{name}</Field>
        <Field label="Taps">
          {formatCount(profile.meta.taps)}
          <span className={classes.hint}>every opening since the card was made</span>
        </Field>
        {insights && profile.views30Days !== undefined && (
          <Field label="Views (30 days)">{formatCount(profile.views30Days)}</Field>
        )}
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
          <span className={classes.number}>{profile._id}</span>
        </Field>
        {showOwner && (
          <Field label="Owner" wide>
            {profile.meta.owner?.email ?? <span className={classes.none}>No owner</span>}
          </Field>
        )}
        {showOwner && profile.contactCount !== undefined && (
          // Capability `contactExchange`: admins see how many, never the contacts.
          <Field label="Contacts">{profile.contactCount}</Field>
        )}
        {showOwner && redirect && (
          <Field label="Redirects to" wide>
            {profile.meta.redirectUrl}
          </Field>
        )}
      </dl>
      <Group mt="md" gap="xs">
        <Button
          component="a"
          href={ownerCardPath(profile._id)}
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
            to={href(scope === 'all' ? 'anyProfile' : 'myProfile', { profileId: profile._id })}
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
          >
            Edit
          </Button>
        )}
        {insights && !redirect && (
          <Button
            component={Link}
            to={href(scope === 'all' ? 'anyProfileInsights' : 'myProfileInsights', {
              profileId: profile._id,
            })}
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
          >
            Insights
          </Button>
        )}
        <ShareButton size="xs" onClick={() => onShare(profile._id, name)} />
        {!showOwner && profile.contactCount !== undefined && (
          <Button
            component={Link}
            to={`${href('contacts')}?card=${encodeURIComponent(profile._id)}`}
            size="xs"
            variant="subtle"
          >
            Contacts ({profile.contactCount})
          </Button>
        )}
      </Group>
    </Card>
  );
});

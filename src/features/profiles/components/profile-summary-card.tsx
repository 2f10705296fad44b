import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group } from '@mantine/core';
import { IconEdit, IconExternalLink } from '@tabler/icons-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { CapabilityCardActions, useCapabilityListFields } from '@/capabilities/slots';
import { ShareButton } from '@/components/share-card/share-button';
import { href } from '@/config/paths';
import { returnState } from '@/lib/search-state';
import { ownerCardPath } from '@/lib/card-url';
import { formatCount } from '@/lib/format-count';
import { isRedirectCard } from '../lib/filter-profiles';
import classes from './profile-summary-card.module.css';

/** Whose cards a list shows: the owner's own (My Profiles) or every card (All Profiles). */
export type ListScope = 'mine' | 'all';

type ProfileSummaryCardProps = {
  profile: Schemas['ProfileSummary'];
  /** Whose list it is: Edit and the capabilities' buttons open that list's pages of the card. */
  scope: ListScope;
  /** Show the owner's e-mail and a redirect's target (the admin's list). */
  showOwner?: boolean;
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
  onShare,
}: ProfileSummaryCardProps) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const redirect = isRedirectCard(profile);
  const name = redirect ? t`(Redirect Profile)` : profile.general.name;
  const number = profile._id;
  const active = profile.meta.isActive;
  const { contactCount } = profile;
  const capabilityFields = useCapabilityListFields();
  return (
    <Card component="article" withBorder padding="md" aria-label={t`Card ${number}`}>
      <dl className={classes.fields}>
        <Field label={t`Profile Name`}>{name}</Field>
        <Field label={t`Taps`}>
          {formatCount(profile.meta.taps, i18n.locale)}
          <span className={classes.hint}>
            <Trans>every opening since the card was made</Trans>
          </span>
        </Field>
        {capabilityFields.map(({ capability, label, value }) => {
          const shown = value(profile, i18n.locale);
          return (
            shown !== undefined && (
              <Field key={capability} label={i18n._(label)}>
                {shown}
              </Field>
            )
          );
        })}
        <Field label={t`Status`}>
          <Group gap={4} component="span">
            <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" component="span" tt="none">
              {active ? t`Active` : t`Inactive`}
            </Badge>
            {redirect && (
              <Badge color="violet.9" variant="outline" component="span" tt="none">
                <Trans>Redirect</Trans>
              </Badge>
            )}
          </Group>
        </Field>
        <Field label={t`Card number`}>
          <span className={classes.number}>{profile._id}</span>
        </Field>
        {showOwner && (
          <Field label={t`Owner`} wide>
            {profile.meta.owner?.email ?? (
              <span className={classes.none}>
                <Trans>No owner</Trans>
              </span>
            )}
          </Field>
        )}
        {showOwner && profile.contactCount !== undefined && (
          // Capability `contactExchange`: admins see how many, never the contacts.
          <Field label={t`Contacts`}>{profile.contactCount}</Field>
        )}
        {showOwner && redirect && (
          <Field label={t`Redirects to`} wide>
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
          <Trans>View</Trans>
        </Button>
        {!redirect && (
          <Button
            component={Link}
            to={href(scope === 'all' ? 'anyProfile' : 'myProfile', { profileId: profile._id })}
            state={returnState(search)}
            size="xs"
            leftSection={<IconEdit size={14} aria-hidden />}
          >
            <Trans>Edit</Trans>
          </Button>
        )}
        <CapabilityCardActions
          profileId={profile._id}
          redirect={redirect}
          admin={scope === 'all'}
          place="list"
        />
        <ShareButton size="xs" onClick={() => onShare(profile._id, name)} />
        {!showOwner && contactCount !== undefined && (
          <Button
            component={Link}
            to={href('contacts', {}, { card: profile._id })}
            size="xs"
            variant="subtle"
          >
            <Trans>Contacts ({contactCount})</Trans>
          </Button>
        )}
      </Group>
    </Card>
  );
});

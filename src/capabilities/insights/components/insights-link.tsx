import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import type { CardActionProps } from '@/lib/profile-slots';

/**
 * Insights of a card (its card action, src/capabilities/insights/module.ts): a link to the
 * card's Insights page of the list it belongs to, a small light button in a list's card, a
 * default one in the editor's header. Nothing for a redirect card: its visitors never see it.
 * The registry renders it only on a server that announced the capability.
 */
export function InsightsLink({ profileId, redirect, admin, place }: CardActionProps) {
  if (redirect) return null;
  const list = place === 'list';
  return (
    <Button
      component={Link}
      to={href(admin ? 'anyProfileInsights' : 'myProfileInsights', { profileId })}
      {...(list ? { size: 'xs', variant: 'light' } : { variant: 'default' })}
      leftSection={<IconChartBar size={list ? 14 : 16} aria-hidden />}
    >
      <Trans>Insights</Trans>
    </Button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { CardActionCard, CardActionPlace } from '@/lib/profile-slots';
import { useCapabilities, type Capability } from './capabilities';
import { capabilityCardActions, capabilityListFields, capabilityListFilters } from './registry';

/*
 * Where the app shows what the optional capabilities add (src/capabilities/registry.ts): each
 * slot holds what the server announced (`useCapabilities`) and nothing else, so the pages that
 * render a slot never name a capability nor ask for one.
 */

/** The entries of `list` whose capability the server announced; the same array while that holds. */
export function useOffered<T extends { capability: Capability }>(list: readonly T[]): T[] {
  const offered = useCapabilities();
  return useMemo(() => list.filter((entry) => offered.has(entry.capability)), [list, offered]);
}

/** The announced capabilities' fields of a list's card. */
export const useCapabilityListFields = () => useOffered(capabilityListFields);

/** The announced capabilities' selects of the admin's filter of All Profiles. */
export const useCapabilityListFilters = () => useOffered(capabilityListFilters);

/**
 * The announced capabilities' links for a card, as buttons (a card of the lists: small and
 * light; the editor's header: default), in the registry's order; nothing on a server that
 * announced none, nor where a capability has no link for the card.
 */
export function CapabilityCardActions({
  place,
  ...card
}: CardActionCard & { place: CardActionPlace }) {
  const { i18n } = useLingui();
  const list = place === 'list';
  return useOffered(capabilityCardActions).map(({ capability, label, icon: Icon, to }) => {
    const path = to(card);
    return (
      path !== undefined && (
        <Button
          key={capability}
          component={Link}
          to={path}
          {...(list ? { size: 'xs', variant: 'light' } : { variant: 'default' })}
          leftSection={<Icon size={list ? 14 : 16} aria-hidden />}
        >
          {i18n._(label)}
        </Button>
      )
    );
  });
}

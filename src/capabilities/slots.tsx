import { useMemo } from 'react';
import type { CardActionProps } from '@/lib/profile-slots';
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
 * The announced capabilities' buttons for a card (a card of the lists, the editor's header),
 * in the registry's order; nothing on a server that announced none.
 */
export function CapabilityCardActions(props: CardActionProps) {
  return useOffered(capabilityCardActions).map(({ capability, Action }) => (
    <Action key={capability} {...props} />
  ));
}

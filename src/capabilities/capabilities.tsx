import { createContext, use, type ReactNode } from 'react';
import { capabilityValues } from '@/api/generated/lists/capability-values.gen';
import type { Capability } from '@/api/generated/lists/capability-values.gen';

export type { Capability } from '@/api/generated/lists/capability-values.gen';

/**
 * The optional capabilities (openapi.yaml info "Optional capabilities";
 * docs/decisions/0015-optional-capabilities.md): features beyond the product specification
 * that need a server. Their names are the contract's (`x-capability`, generated into
 * `capabilityValues`). A server announces what it offers in `data.capabilities` of the user
 * answers and of the card answer; the app shows no trace of a capability it did not announce.
 * `Capability` is one of those names.
 *
 * Each capability is one folder beside this file that declares its pages, menu entry, card
 * slot and editor tab (src/capabilities/registry.ts); only that folder asks whether its
 * capability is on, through {@link useCapability}. No Mantine, router or query library here:
 * the card (src/card/) and the app share it.
 */
const none: ReadonlySet<Capability> = new Set();

/**
 * The capabilities an answer's `data` announces: its `capabilities` array, without values the
 * app does not know (forward compatible). Empty when `data` is not an object or has no such
 * array (a server with only the specification's operations). Never throws.
 *
 * @example capabilitiesOf(answer.data) // Set { 'contactExchange' }
 */
export function capabilitiesOf(data: unknown): ReadonlySet<Capability> {
  if (typeof data !== 'object' || data === null) return none;
  const list = (data as { capabilities?: unknown }).capabilities;
  if (!Array.isArray(list)) return none;
  const found = capabilityValues.filter((name) => list.includes(name));
  return found.length ? new Set(found) : none;
}

const CapabilitiesContext = createContext<ReadonlySet<Capability>>(none);

/**
 * Provides what the server announced, to everything below: the app feeds it from the session
 * (src/app/providers.tsx), the card from the card answer (src/card/card-page.tsx), a preview or
 * a story from what it shows. None by default.
 */
export function CapabilitiesProvider({
  value,
  children,
}: {
  value: ReadonlySet<Capability>;
  children: ReactNode;
}) {
  return <CapabilitiesContext value={value}>{children}</CapabilitiesContext>;
}

/** Every capability the server announced ({@link CapabilitiesProvider}). */
export function useCapabilities(): ReadonlySet<Capability> {
  return use(CapabilitiesContext);
}

/** Whether the server announced `name`. Only the capability's own folder asks. */
export function useCapability(name: Capability): boolean {
  return useCapabilities().has(name);
}

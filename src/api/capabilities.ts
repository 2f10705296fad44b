/**
 * The optional capabilities of the contract (openapi.yaml, info "Optional capabilities";
 * docs/decisions/0015-optional-capabilities.md): features beyond the product specification
 * that need a server. A server announces them in `data.capabilities` of the user answers and
 * of the public card answer; the app shows no trace of a capability the server did not
 * announce and never calls its operations. This module is the one place that reads them.
 */

/** A capability the app knows (contract schema `Capabilities`). */
export type Capability = 'contactExchange' | 'insights';

const known: readonly Capability[] = ['contactExchange', 'insights'];

const none: ReadonlySet<Capability> = new Set();

/**
 * The capabilities an answer's `data` announces: its `capabilities` array, without values the
 * app does not know (forward compatible). Empty when `data` is not an object or has no such
 * array (a server with only the specification's operations). Never throws.
 *
 * @example capabilitiesOf(answer.body.data) // Set { 'contactExchange' }
 */
export function capabilitiesOf(data: unknown): ReadonlySet<Capability> {
  if (typeof data !== 'object' || data === null) return none;
  const list = (data as { capabilities?: unknown }).capabilities;
  if (!Array.isArray(list)) return none;
  const found = known.filter((name) => list.includes(name));
  return found.length ? new Set(found) : none;
}

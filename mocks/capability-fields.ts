import { contract } from '#mock-contract';

type Json = Record<string, unknown>;

/** The properties of the contract's schema `name` that carry an `x-capability`, by property. */
function capabilityProperties(name: string): [string, string][] {
  const schemas = (contract.components as Json).schemas as Record<string, Json>;
  const properties = (schemas[name]?.properties ?? {}) as Record<string, Json>;
  return Object.entries(properties).flatMap(([key, property]) =>
    typeof property['x-capability'] === 'string' ? [[key, property['x-capability']]] : [],
  );
}

/**
 * `value` (an answer of the contract's schema `schema`) without the properties of the
 * capabilities the backend does not offer: the one place the mock drops a capability's fields
 * from its answers, read from the contract's `x-capability` marks (info "Optional
 * capabilities": a server without a capability never sends its fields).
 */
export function withoutAbsentCapabilities<T extends object>(
  schema: 'Profile' | 'PublicProfile',
  value: T,
  offered: readonly string[],
): T {
  const absent = capabilityProperties(schema).filter(([, name]) => !offered.includes(name));
  if (!absent.some(([key]) => key in value)) return value;
  const copy = { ...value } as Json;
  for (const [key] of absent) delete copy[key];
  return copy as T;
}

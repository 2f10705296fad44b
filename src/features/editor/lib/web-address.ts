import type { UseFormReturnType } from '@mantine/form';
import type { Schemas } from '@/api/client';

/** Which kind of address a field holds: any web address, or a social network's profile. */
export type WebAddressKind = 'web' | keyof Schemas['Socials'];

/**
 * Profile URLs by handle, from each network's public profile address (Nov 2026), with the
 * characters the network allows in a handle. Justdial has no handle-based address (its pages
 * are named by city and business), so it gets only a scheme, like a website.
 */
const networks: Partial<Record<WebAddressKind, { handle: RegExp; url: (h: string) => string }>> = {
  instagram: { handle: /^[A-Za-z0-9._]{1,30}$/, url: (h) => `https://www.instagram.com/${h}` },
  youtube: { handle: /^[A-Za-z0-9._-]{1,30}$/, url: (h) => `https://www.youtube.com/@${h}` },
  facebook: { handle: /^[A-Za-z0-9.]{1,50}$/, url: (h) => `https://www.facebook.com/${h}` },
  x: { handle: /^[A-Za-z0-9_]{1,15}$/, url: (h) => `https://x.com/${h}` },
  linkedin: { handle: /^[A-Za-z0-9-]{1,100}$/, url: (h) => `https://www.linkedin.com/in/${h}` },
};

/** `scheme:` at the start (RFC 3986 §3.1), but not `host:port` such as `example.com:8080`. */
const hasScheme = (value: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+\.[^:/]+:\d+(?:[/?#]|$)/.test(value);

/** A host name with at least one dot (`owen.example.com`, `www.x.com`), optionally a port. */
const looksLikeHost = (value: string) =>
  /^(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}(?::\d+)?$/.test(value.split(/[/?#]/, 1)[0] ?? '');

/** A host people type without a path: `www.…` or a common top-level domain. */
const commonHost = /^www\.|\.(?:com|net|org|in|co|io|me|ee|ly|app|dev)(?::\d+)?$/i;

/**
 * A web address as people type it, made into the URL the spec's rule checks:
 * - `owen.example.com/menu` becomes `https://owen.example.com/menu`, `//cdn.example.com/x`
 *   becomes `https://cdn.example.com/x`;
 * - on a social network field, `@owen` or a bare `owen` becomes that network's profile URL
 *   (`https://www.instagram.com/owen`, `https://www.youtube.com/@owen`,
 *   `https://www.linkedin.com/in/owen` …);
 * - anything else (empty, a value with spaces, `javascript:` or any other scheme, a word that
 *   is no host) is returned as typed, trimmed, so the URL rule ('Must be a valid URL without
 *   spaces', spec §5) still decides about it.
 */
export function normalizeWebAddress(value: string, kind: WebAddressKind = 'web'): string {
  const v = value.trim();
  if (v === '' || /\s/.test(v) || hasScheme(v)) return v;
  if (v.startsWith('//')) return `https:${v}`;
  const network = networks[kind];
  if (network) {
    const handle = v.startsWith('@') ? v.slice(1) : v;
    // `owen.owner` is an Instagram name; `owen.com`, `www.x.com/owen` or `x.com/owen` are addresses.
    const isHandle = v.startsWith('@') || !(v.includes('/') || commonHost.test(v));
    if (isHandle) return network.handle.test(handle) ? network.url(handle) : v;
  }
  return looksLikeHost(v) ? `https://${v}` : v;
}

/**
 * `form.getInputProps(path)` for a web address field: on leaving the field the value is
 * normalised with {@link normalizeWebAddress} (the person sees the `https://…` it became),
 * then the field counts as touched and is validated as usual.
 */
export function webAddressInputProps<Values>(
  form: UseFormReturnType<Values>,
  path: string,
  kind: WebAddressKind = 'web',
) {
  const props = form.getInputProps(path);
  return {
    ...props,
    onBlur: (event: unknown) => {
      const current = typeof props.value === 'string' ? props.value : '';
      const next = normalizeWebAddress(current, kind);
      if (next !== current) (form.setFieldValue as (p: string, v: string) => void)(path, next);
      (props.onBlur as ((e: unknown) => void) | undefined)?.(event);
    },
  };
}

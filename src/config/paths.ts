/**
 * Every path of the product, declared once: the app's pages and the visitor's card, as React
 * Router patterns (`:param`, the syntax of the router, the Vercel and Netlify rules and URL
 * Pattern alike). Every URL the app builds goes through {@link href}; every rule that matches a
 * path is written from these patterns: the router (src/app/routes.tsx), the card's entry
 * (`cardIdOf`), the card renderer (edge/handler.ts), the preview server (build/) and the hosts'
 * rules in deploy/ and edge/wrangler.jsonc (written by `npm run deploy:gen`, checked by
 * `npm run test:deploy` and scripts/deploy-files.test.ts).
 *
 * No imports and erasable TypeScript only: plain Node reads this file too (the build's plugins,
 * size-limit, the deploy generator).
 */
export const paths = {
  root: '/',
  register: '/register',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password/:resetToken',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  myProfiles: '/dashboard/my-profiles',
  myProfile: '/dashboard/my-profiles/:profileId',
  myProfileInsights: '/dashboard/my-profiles/:profileId/insights',
  myAccount: '/dashboard/my-account',
  contacts: '/dashboard/contacts',
  allProfiles: '/dashboard/all-profiles',
  anyProfile: '/dashboard/all-profiles/:profileId',
  anyProfileInsights: '/dashboard/all-profiles/:profileId/insights',
  createProfile: '/dashboard/create-profile',
  accessDenied: '/access-denied',
  error: '/error',
  /** The visitor's card (spec §2), the card's own document and entry (src/card/). */
  card: '/profile/:profileId',
  /** The card's contact file, served by the card renderer (edge/). */
  cardContactFile: '/profile/:profileId/contact.vcf',
} as const;

export type PathKey = keyof typeof paths;

/** The parameter names of a pattern: `'profileId'` for `/profile/:profileId`. */
export type PathParams<Pattern extends string> =
  Pattern extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParams<`/${Rest}`>
    : Pattern extends `${string}:${infer Name}`
      ? Name
      : never;

/**
 * The query parameters a page reads, by page: what {@link href} may add after its path. A page
 * not listed takes none.
 */
export type PathSearch = {
  /** `redirectTo`: the owner's page to return to once signed in (src/lib/auth/return-path.ts). */
  login: { redirectTo?: string | undefined };
  /**
   * `count=false`: the owner's own look, counted as neither a tap nor a view; `s`: the place a
   * card URL was handed out for (src/lib/card-url.ts, contract `CardSource`).
   */
  card: { count?: 'false' | undefined; s?: string | undefined };
  /** `card`: Contacts filtered by one card. */
  contacts: { card?: string | undefined };
  /** `days`: the period of the figures. */
  myProfileInsights: { days?: string | undefined };
  /** `days`: the period of the figures. */
  anyProfileInsights: { days?: string | undefined };
};

type SearchOf<Key extends PathKey> = Key extends keyof PathSearch ? PathSearch[Key] : never;

type SearchArg<Key extends PathKey> = [SearchOf<Key>] extends [never]
  ? []
  : [search?: SearchOf<Key>];

type HrefArgs<Key extends PathKey> = [PathParams<(typeof paths)[Key]>] extends [never]
  ? [] | [params: Record<string, never>, ...SearchArg<Key>]
  : [params: Record<PathParams<(typeof paths)[Key]>, string>, ...SearchArg<Key>];

/**
 * The URL path of page `key` with its parameters filled in, each percent-encoded
 * (`href('card', { profileId: 'a/b' })` is `/profile/a%2Fb`), and the query parameters
 * `search` gives (those of {@link PathSearch}), encoded by `URLSearchParams` (a space as `+`), in
 * the order given, an `undefined` one left out: `href('contacts', {}, { card: id })` is
 * `/dashboard/contacts?card={id}`. Typed: a missing or unknown parameter does not compile.
 */
export function href<Key extends PathKey>(key: Key, ...[params, search]: HrefArgs<Key>): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = paths[key].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries((search ?? {}) as Record<string, string | undefined>).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * A pattern as a regular expression source, anchored, a trailing slash allowed: each `:param`
 * one path segment (`[^/]+`), or the source `params` gives for it, captured. The hosts' rules
 * (nginx `location ~`) use it as it is.
 */
export function patternSource(pattern: string, params: Record<string, string> = {}): string {
  const escaped = pattern
    .split(/(:\w+)/)
    .map((part) =>
      part.startsWith(':')
        ? `(${params[part.slice(1)] ?? '[^/]+'})`
        : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return `^${escaped}/?$`;
}

/**
 * The parameters of `pathname` when it matches page `key`'s pattern (a trailing slash
 * allowed), percent-decoded; `undefined` when it does not match or a segment does not decode.
 */
export function matchPath<Key extends PathKey>(
  key: Key,
  pathname: string,
): Record<PathParams<(typeof paths)[Key]>, string> | undefined {
  const pattern = paths[key];
  const match = new RegExp(patternSource(pattern)).exec(pathname);
  if (!match) return undefined;
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params: Record<string, string> = {};
  try {
    names.forEach((name, i) => (params[name] = decodeURIComponent(match[i + 1]!)));
  } catch {
    return undefined;
  }
  return params as Record<PathParams<(typeof paths)[Key]>, string>;
}

/**
 * The card id of a card's path (`/profile/{id}`, a trailing slash allowed), percent-decoded;
 * else `undefined`. The entries (index.html's app sends a card's path to the card), the card
 * renderer and the preview server tell a card's path by it.
 */
export function cardIdOf(pathname: string): string | undefined {
  return matchPath('card', pathname)?.profileId || undefined;
}

/**
 * Whether `pathname` matches `pattern` (URL Pattern syntax, e.g. `/dashboard/my-profiles/:id`,
 * `/dashboard{/*}?`), a trailing slash ignored as the router ignores it. The one path matcher
 * of the dispatcher's route table (src/app/route-modules.ts) and `vite preview`'s documents
 * (build/card-document.ts). False where the runtime has no `URLPattern` (older browsers; the
 * callers then do nothing early).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (typeof URLPattern === 'undefined') return false;
  return new URLPattern({ pathname: pattern }).test({
    pathname: pathname.replace(/(.)\/$/, '$1'),
  });
}

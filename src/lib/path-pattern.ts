/**
 * Whether `pathname` matches `pattern` (URL Pattern syntax, e.g. `/dashboard/my-profiles/:id`,
 * `/dashboard{/*}?`), a trailing slash ignored as the router ignores it: how the dispatcher's
 * early start finds the page of the route table (src/app/early-start.ts). False where the
 * runtime has no `URLPattern` (older browsers; nothing then starts early).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (typeof URLPattern === 'undefined') return false;
  return new URLPattern({ pathname: pattern }).test({
    pathname: pathname.replace(/(.)\/$/, '$1'),
  });
}

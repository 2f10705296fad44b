import { useEffect, useRef, useState } from 'react';
import {
  useLocation,
  useNavigationType,
  useSearchParams,
  type ShouldRevalidateFunction,
} from 'react-router-dom';

/** A change of a page's search state: each name's new value; `undefined` or '' removes it. */
export type SearchChanges = Record<string, string | undefined>;

/**
 * A page's state in its address (React Router's search params: `?status=inactive&q=12`), so
 * Back from a card, a reload or a shared link shows the page as it was left. A page with typed
 * text (the lists' search) holds its state and starts it from the address, each change written
 * back: the address answers a moment after a keystroke, which would move the caret of an input it
 * controlled. A page of choices alone (Insights' period) may read the address as it renders.
 * - `get(name, allowed, fallback)`: the value of `?name=`, or `fallback` when it is absent or not
 *   one of `allowed` (an address is typed by people: a value the page does not know is ignored);
 * - `set(changes)`: writes the changes, keeping the other names, and replaces the history entry
 *   (a keystroke is not a page to go back to);
 * - `page`: a list's page (`?page=`, from 1; written with {@link pageParam}).
 * Key the page with {@link useSearchEntry}, so an address changed otherwise starts it again; a
 * page whose route loads data on the path alone says so with {@link revalidateOnNewPath}, or
 * each change would run its loader again.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  // The last write until the address changes: React Router's functional `setSearchParams` reads
  // the params of the last render, so a second write before the next render (two filters chosen
  // in quick succession) would start from the address without the first and drop it.
  const written = useRef<string | undefined>(undefined);
  useEffect(() => {
    written.current = undefined;
  }, [params]);
  const get = <T extends string>(name: string, allowed: readonly T[], fallback: T): T =>
    allowed.find((candidate) => candidate === params.get(name)) ?? fallback;
  const set = (changes: SearchChanges) => {
    const next = new URLSearchParams(written.current ?? params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    written.current = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // `?page=`: a whole number from 1; the first page is the address without it.
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return { params, get, set, page };
}

/** `?page=`'s value for page `page` (from 1): none for the first. */
export const pageParam = (page: number): string | undefined =>
  page === 1 ? undefined : String(page);

/**
 * A key for a page that holds its search state ({@link useSearchState}): it changes when the
 * address changes by anything but such a write (a link to the page from its menu, Back,
 * Forward: React Router's PUSH and POP), so the page, keyed by it, starts again from the
 * address, and stays put for its own writes (REPLACE).
 */
export function useSearchEntry(): string {
  const location = useLocation();
  const replaced = useNavigationType() === 'REPLACE';
  const [entry, setEntry] = useState(location.key);
  if (!replaced && location.key !== entry) setEntry(location.key);
  return replaced ? entry : location.key;
}

/**
 * A route's `shouldRevalidate` for a page whose data does not depend on its search params (the
 * page reads them itself): its loader runs again on a new path only, as React Router's default
 * would otherwise on every change of `?…`.
 */
export const revalidateOnNewPath: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * The router state (React Router's `<Link state>`) of a link from a page with search state to
 * another page, `search` being the page's (`location.search`): the page it opens links back to
 * the page as it was left ({@link useReturnSearch}), not to its first page unfiltered.
 */
export const returnState = (search: string) => ({ returnSearch: search });

/**
 * The search of the page a link with {@link returnState} came from (`?status=inactive&page=2`),
 * or '' (opened otherwise: a typed address, a reload of another tab, a link without it).
 */
export function useReturnSearch(): string {
  const { state } = useLocation();
  const search = (state as { returnSearch?: unknown } | null)?.returnSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}

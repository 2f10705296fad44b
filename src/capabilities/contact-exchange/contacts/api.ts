import type { QueryClient } from '@tanstack/react-query';
import { $api, fetchClient, type Schemas } from '@/api/client';
import { myProfilesQuery } from '@/features/profiles/api/profile-list-query';

/** What the Contacts page lists: one card's contacts or all, a search text, a page. */
export type ContactFilter = { profileId?: string; q?: string; page: number };

/** Contacts per page on the Contacts page. */
export const contactsPageSize = 20;

/** The query string of a filter, without empty parts (one cache entry per real filter). */
const queryOf = ({ profileId, q, page }: ContactFilter, pageSize = contactsPageSize) => ({
  ...(profileId ? { profileId } : {}),
  ...(q?.trim() ? { q: q.trim() } : {}),
  page,
  pageSize,
});

/** listContacts (capability `contactExchange`): one page of the contacts on the user's cards. */
export const contactListQuery = (filter: ContactFilter) =>
  $api.queryOptions('get', '/api/contacts', { params: { query: queryOf(filter) } });

/**
 * Every contact the filter matches, page by page at the contract's largest page (100), for the
 * CSV export. Rejects with the error body of a failed page.
 */
export async function fetchAllContacts(
  filter: Omit<ContactFilter, 'page'>,
): Promise<Schemas['ExchangeContact'][]> {
  const all: Schemas['ExchangeContact'][] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await fetchClient.GET('/api/contacts', {
      params: { query: queryOf({ ...filter, page }, 100) },
    });
    if (error || !data) throw error;
    all.push(...data.data.contacts);
    if (all.length >= data.data.count || data.data.contacts.length === 0) return all;
  }
}

/** deleteContact: gone for good; the lists and the cards' counts are stale. */
export const useDeleteContact = () =>
  $api.useMutation('delete', '/api/contacts/{contactId}', {
    meta: { invalidates: ['/api/contacts', '/api/profile'] },
  });

/**
 * The Contacts page's first data (its route's loader): the first page of the contacts of the
 * address's `?card=` filter, and the owner's cards for the card filter. A failure is left to
 * the page, which shows it in place.
 */
export async function loadContactsPage(queryClient: QueryClient, url: URL): Promise<void> {
  const card = url.searchParams.get('card') ?? '';
  await Promise.all([
    queryClient.prefetchQuery(contactListQuery({ ...(card ? { profileId: card } : {}), page: 1 })),
    queryClient.prefetchQuery(myProfilesQuery()),
  ]);
}

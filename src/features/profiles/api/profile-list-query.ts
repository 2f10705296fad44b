import { $api } from '@/api/client';

/** Query options of the card list: the user's own cards, or every card for an admin (`admin=true`). */
export function profileListQuery(scope: 'mine' | 'all') {
  return scope === 'all'
    ? $api.queryOptions('get', '/api/profile', { params: { query: { admin: 'true' } } })
    : $api.queryOptions('get', '/api/profile');
}

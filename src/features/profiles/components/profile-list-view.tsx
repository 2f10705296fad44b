import { Stack, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Schemas } from '@/api/client';
import { brand } from '@/config/brand';
import { useCapability } from '@/capabilities/capabilities';
import {
  filterByActivity,
  filterByStatus,
  filterProfiles,
  type ActivityFilter,
  type FilterBasis,
  type StatusFilter,
} from '../lib/filter-profiles';
import { EmptyProfiles } from './empty-profiles';
import { ProfileFilter } from './profile-filter';
import { ProfileGrid } from './profile-grid';

type ProfileListViewProps = {
  scope: 'mine' | 'all';
  profiles: Schemas['ProfileSummary'][];
  count: number;
};

/**
 * The list page body (spec §2): the heading with the count, the admin filter, the empty state
 * and a paginated grid. Filtering uses a deferred copy of the text so typing never waits for
 * the grid (React `useDeferredValue`).
 */
export function ProfileListView({ scope, profiles, count }: ProfileListViewProps) {
  const [basis, setBasis] = useState<FilterBasis>('none');
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [activity, setActivity] = useState<ActivityFilter>('any');
  const insights = useCapability('insights');
  const deferredQuery = useDeferredValue(query);
  const filterKey = `${status}:${activity}:${basis}:${deferredQuery}`;
  // The page belongs to one filter: a new filter starts at page 1 without an extra render.
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;

  const withStatus = useMemo(
    () =>
      scope === 'all'
        ? filterByActivity(filterByStatus(profiles, status), insights ? activity : 'any')
        : profiles,
    [scope, profiles, status, activity, insights],
  );
  const visible = useMemo(
    () => (scope === 'all' ? filterProfiles(withStatus, basis, deferredQuery) : withStatus),
    [scope, withStatus, basis, deferredQuery],
  );
  // The count follows the status filter (issue #13); the text filter shows its own "of N".
  const shownCount = status === 'all' && activity !== 'idle' ? count : withStatus.length;
  const heading = `${scope === 'all' ? 'All' : 'My'} ${brand.productName} Profiles (${shownCount})`;
  const editBase = scope === 'all' ? '/dashboard/all-profiles' : '/dashboard/my-profiles';

  return (
    <Stack gap="lg">
      <Title order={2}>{heading}</Title>
      {scope === 'all' && (
        <ProfileFilter
          basis={basis}
          query={query}
          status={status}
          onBasisChange={setBasis}
          onQueryChange={setQuery}
          onStatusChange={setStatus}
          {...(insights ? { activity: { value: activity, onChange: setActivity } } : {})}
        />
      )}
      {profiles.length === 0 ? (
        <EmptyProfiles />
      ) : (
        <ProfileGrid
          profiles={visible}
          page={page}
          onPageChange={(next) => setPaging({ key: filterKey, page: next })}
          editBase={editBase}
          showOwner={scope === 'all'}
          query={basis === 'none' ? '' : deferredQuery}
        />
      )}
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@/lib/format-count';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { pageParam, useSearchState } from '@/lib/search-state';
import type { Schemas } from '@/api/client';
import { brand } from '@/config/brand';
import { useCapabilityListFilters } from '@/capabilities/slots';
import { filterBases, filterByStatus, filterProfiles, statusFilters } from '../lib/filter-profiles';
import { EmptyProfiles } from './empty-profiles';
import { ProfileFilter } from './profile-filter';
import { ProfileGrid } from './profile-grid';
import type { ListScope } from './profile-summary-card';

type ProfileListViewProps = {
  scope: ListScope;
  profiles: Schemas['ProfileSummary'][];
  count: number;
  /**
   * Set while not every card has loaded (All Profiles loads page by page): how many have, and
   * whether the rest failed to load (`retry` loads the list again).
   */
  loading?: { loaded: number; failed: boolean; retry: () => void } | undefined;
};

/** How far All Profiles has loaded, or that the rest failed, with a way to try again. */
function LoadProgress({
  loaded,
  count,
  failed,
  retry,
}: NonNullable<ProfileListViewProps['loading']> & { count: number }) {
  const { t, i18n } = useLingui();
  const done = formatCount(loaded, i18n.locale);
  const all = formatCount(count, i18n.locale);
  if (failed)
    return (
      <Alert color="red" title={t`Not every card loaded`}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t`Showing ${done} of ${all} cards: the rest failed to load.`}</Text>
          <Button size="compact-sm" variant="light" onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {t`Loading cards: ${done} of ${all} so far. Filters cover the cards loaded.`}
      </Text>
    </Group>
  );
}

/**
 * The list page body (spec §2): the heading with the count, the admin filter, how far a list
 * that loads page by page has come, the empty state and a paginated grid. Filtering uses a deferred copy of the text so typing never waits for
 * the grid (React `useDeferredValue`).
 */
export function ProfileListView({ scope, profiles, count, loading }: ProfileListViewProps) {
  const { t, i18n } = useLingui();
  // The filters and the page start from the address and are written back to it on each change
  // (`?status=`, `?by=`, `?q=`, each capability filter by its name, `?page=`), so Back from a
  // card's editor, a reload or a shared link finds the list as it was left. The page holds them
  // itself: the address answers a moment after a keystroke, which would move the caret of an
  // input it controlled or break an IME's composing.
  const search = useSearchState();
  const [basis, setBasis] = useState(() => search.get('by', filterBases, 'none'));
  const [query, setQuery] = useState(() => search.params.get('q') ?? '');
  const [status, setStatus] = useState(() => search.get('status', statusFilters, 'all'));
  // The optional capabilities' selects (src/capabilities/slots.tsx): each one's choice by name.
  const filters = useCapabilityListFilters();
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(
      filters.map(({ name, options }) => [
        name,
        search.get(
          name,
          options.map((option) => option.value),
          options[0].value,
        ),
      ]),
    ),
  );
  const capabilityFilters = filters.map((filter) => ({
    filter,
    value: chosen[filter.name] ?? filter.options[0].value,
    onChange: (value: string) => {
      setChosen((current) => ({ ...current, [filter.name]: value }));
      search.set({
        [filter.name]: value === filter.options[0].value ? undefined : value,
        page: undefined,
      });
    },
  }));
  const deferredQuery = useDeferredValue(query);
  const filterKey = [status, ...capabilityFilters.map((f) => f.value), basis, deferredQuery].join(
    ':',
  );
  // The page belongs to one filter: a new filter starts at page 1 without an extra render.
  const [paging, setPaging] = useState(() => ({
    key: filterKey,
    page: search.page,
  }));
  const page = paging.key === filterKey ? paging.page : 1;

  const withStatus = useMemo(
    () =>
      scope === 'all'
        ? filters.reduce(
            (list, filter) => filter.apply(list, chosen[filter.name] ?? filter.options[0].value),
            filterByStatus(profiles, status),
          )
        : profiles,
    [scope, profiles, status, filters, chosen],
  );
  const visible = useMemo(
    () => (scope === 'all' ? filterProfiles(withStatus, basis, deferredQuery) : withStatus),
    [scope, withStatus, basis, deferredQuery],
  );
  // The count follows the status filter and a capability's choice that hides cards; the text
  // filter shows its own "of N".
  const narrowed = capabilityFilters.some(
    ({ filter, value }) => filter.options.find((option) => option.value === value)?.narrows,
  );
  // In the person's digits and grouping (10,000), as the list's other counts.
  const shownCount = formatCount(
    status === 'all' && !narrowed ? count : withStatus.length,
    i18n.locale,
  );
  const product = brand.productName;
  const heading =
    scope === 'all'
      ? t`All ${product} Profiles (${shownCount})`
      : t`My ${product} Profiles (${shownCount})`;

  return (
    <Stack gap="lg">
      <Title order={2}>{heading}</Title>
      {scope === 'all' && (
        <ProfileFilter
          basis={basis}
          query={query}
          status={status}
          onBasisChange={(next) => {
            setBasis(next);
            search.set({ by: next === 'none' ? undefined : next, page: undefined });
          }}
          onQueryChange={(next) => {
            setQuery(next);
            search.set({ q: next, page: undefined });
          }}
          onStatusChange={(next) => {
            setStatus(next);
            search.set({ status: next === 'all' ? undefined : next, page: undefined });
          }}
          capabilityFilters={capabilityFilters}
        />
      )}
      {loading && <LoadProgress {...loading} count={count} />}
      {profiles.length === 0 ? (
        <EmptyProfiles />
      ) : (
        <ProfileGrid
          profiles={visible}
          page={page}
          onPageChange={(next) => {
            setPaging({ key: filterKey, page: next });
            search.set({ page: pageParam(next) });
          }}
          scope={scope}
          showOwner={scope === 'all'}
          query={basis === 'none' ? '' : deferredQuery}
        />
      )}
    </Stack>
  );
}

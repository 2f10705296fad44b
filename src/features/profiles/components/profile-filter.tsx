import { Group, NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ActivityFilter, FilterBasis, StatusFilter } from '../lib/filter-profiles';

const bases: { value: FilterBasis; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'name', label: 'Name' },
  { value: 'id', label: 'Card number' },
];

const statuses: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'redirect', label: 'Redirect' },
];

const activities: { value: ActivityFilter; label: string }[] = [
  { value: 'any', label: 'Any' },
  { value: 'idle', label: 'No views in 30 days' },
  { value: 'busiest', label: 'Most views in 30 days' },
];

type ProfileFilterProps = {
  /** The activity select, when the server offers insights (capability `insights`). */
  activity?: { value: ActivityFilter; onChange: (activity: ActivityFilter) => void };
  basis: FilterBasis;
  query: string;
  status: StatusFilter;
  onBasisChange: (basis: FilterBasis) => void;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: StatusFilter) => void;
};

/** A select of one of the filter's values (`data`'s), typed as that value. */
function FilterSelect<T extends string>({
  onChange,
  ...props
}: Omit<NativeSelectProps, 'onChange' | 'value'> & { value: T; onChange: (value: T) => void }) {
  return <NativeSelect {...props} onChange={(e) => onChange(e.currentTarget.value as T)} />;
}

/**
 * The admin filter (spec §2): basis None, Name or Card number, the text disabled for None;
 * beside it the card status: all, active, inactive or redirect.
 */
export function ProfileFilter(props: ProfileFilterProps) {
  const { basis, query, status, onBasisChange, onQueryChange, onStatusChange, activity } = props;
  return (
    <Group role="search" aria-label="Filter profiles" align="flex-end" gap="sm" wrap="wrap">
      <FilterSelect
        label="Status"
        data={statuses}
        value={status}
        onChange={onStatusChange}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
      />
      {activity && (
        <FilterSelect
          label="Activity"
          data={activities}
          value={activity.value}
          onChange={activity.onChange}
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <FilterSelect
        label="Filter by"
        data={bases}
        value={basis}
        onChange={onBasisChange}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
      />
      <TextInput
        label="Search"
        placeholder={
          basis === 'id'
            ? 'Part of a card number'
            : basis === 'name'
              ? 'Part of a name'
              : 'Choose a filter first'
        }
        value={query}
        onChange={(e) => onQueryChange(e.currentTarget.value)}
        disabled={basis === 'none'}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: 1, minWidth: 200 }}
      />
    </Group>
  );
}

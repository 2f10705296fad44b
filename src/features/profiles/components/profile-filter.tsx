import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FilterBasis } from '../lib/filter-profiles';

const bases: { value: FilterBasis; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'name', label: 'Name' },
  { value: 'id', label: 'Card number' },
];

type ProfileFilterProps = {
  basis: FilterBasis;
  query: string;
  onBasisChange: (basis: FilterBasis) => void;
  onQueryChange: (query: string) => void;
};

/** The admin filter (spec §2): basis None, Name or Card number; the text is disabled for None. */
export function ProfileFilter({ basis, query, onBasisChange, onQueryChange }: ProfileFilterProps) {
  return (
    <Group role="search" aria-label="Filter profiles" align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect
        label="Filter by"
        data={bases}
        value={basis}
        onChange={(e) => onBasisChange(e.currentTarget.value as FilterBasis)}
        w={{ base: '100%', xs: 180 }}
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

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, NativeSelect, type NativeSelectProps, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListFilter } from '@/lib/profile-slots';
import type { FilterBasis, StatusFilter } from '../lib/filter-profiles';

const bases: { value: FilterBasis; label: MessageDescriptor }[] = [
  { value: 'none', label: msg`None` },
  { value: 'name', label: msg`Name` },
  { value: 'id', label: msg`Card number` },
];

const statuses: { value: StatusFilter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'active', label: msg`Active` },
  { value: 'inactive', label: msg`Inactive` },
  { value: 'redirect', label: msg`Redirect` },
];

/** A select's options in the person's language. */
const options = (i18n: I18n, list: { value: string; label: MessageDescriptor }[]) =>
  list.map(({ value, label }) => ({ value, label: i18n._(label) }));

type ProfileFilterProps = {
  /**
   * The optional capabilities' selects (src/capabilities/slots.tsx), after Status: each with its
   * chosen value.
   */
  capabilityFilters?: { filter: ListFilter; value: string; onChange: (value: string) => void }[];
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
 * beside it the card status: all, active, inactive or redirect, and the optional capabilities'
 * selects.
 */
export function ProfileFilter(props: ProfileFilterProps) {
  const { basis, query, status, onBasisChange, onQueryChange, onStatusChange } = props;
  const { capabilityFilters = [] } = props;
  const { t, i18n } = useLingui();
  return (
    <Group role="search" aria-label={t`Filter profiles`} align="flex-end" gap="sm" wrap="wrap">
      <FilterSelect
        label={t`Status`}
        data={options(i18n, statuses)}
        value={status}
        onChange={onStatusChange}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
      />
      {capabilityFilters.map(({ filter, value, onChange }) => (
        <FilterSelect
          key={filter.name}
          label={i18n._(filter.label)}
          data={options(i18n, filter.options)}
          value={value}
          onChange={onChange}
          w={{ base: '100%', xs: 220 }}
        />
      ))}
      <FilterSelect
        label={t`Filter by`}
        data={options(i18n, bases)}
        value={basis}
        onChange={onBasisChange}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 180 }}
      />
      <TextInput
        label={t`Search`}
        placeholder={
          basis === 'id'
            ? t`Part of a card number`
            : basis === 'name'
              ? t`Part of a name`
              : t`Choose a filter first`
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

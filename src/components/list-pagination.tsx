import { useLingui } from '@lingui/react/macro';
import { Pagination } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * A list's page buttons (Mantine `Pagination`), named in the person's language ('next page',
 * 'Page 2'), that bring the list's top (`top`) into view on a change of page: the buttons sit
 * under the list, and on a phone the new page would otherwise open at its bottom. `top` should
 * keep clear of the dashboard's sticky header (`scroll-margin-top`: {@link listTopMargin}).
 */
export function ListPagination({
  total,
  value,
  onChange,
  top,
}: {
  /** The number of pages. */
  total: number;
  /** The page shown, from 1. */
  value: number;
  onChange: (page: number) => void;
  top: RefObject<HTMLElement | null>;
}) {
  const { t } = useLingui();
  const controls = {
    first: t`first page`,
    previous: t`previous page`,
    next: t`next page`,
    last: t`last page`,
  };
  return (
    <Pagination
      total={total}
      value={value}
      onChange={(page) => {
        onChange(page);
        top.current?.scrollIntoView({ block: 'start' });
      }}
      siblings={1}
      boundaries={1}
      getControlProps={(control: keyof typeof controls) => ({ 'aria-label': controls[control] })}
      getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
    />
  );
}

/** The `scroll-margin-top` of a list's top: the dashboard's sticky header and a little air. */
export const listTopMargin = 'calc(var(--app-shell-header-height, 56px) + 8px)';

import { useLingui } from '@lingui/react/macro';

/**
 * Names for Mantine `Pagination`'s controls and page buttons in the person's language
 * ('next page', 'Page 2'): spread into `<Pagination>`.
 */
export function usePaginationLabels() {
  const { t } = useLingui();
  const controls = {
    first: t`first page`,
    previous: t`previous page`,
    next: t`next page`,
    last: t`last page`,
  };
  return {
    getControlProps: (control: keyof typeof controls) => ({ 'aria-label': controls[control] }),
    getItemProps: (page: number) => ({ 'aria-label': t`Page ${page}` }),
  };
}

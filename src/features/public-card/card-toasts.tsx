import '@/app/mantine-styles';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@/app/theme';
import { ToastHost } from '@/components/toast-host';

/**
 * The app's toasts (spec §1) on the lean card page: Mantine and its notifications load with
 * the first toast (a copy, a failed download), never before a visitor acts (issue #10).
 */
export function CardToasts() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <ToastHost />
    </MantineProvider>
  );
}

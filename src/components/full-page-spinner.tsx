import { Center, Loader } from '@mantine/core';

/** The full-page loading spinner of spec §1, announced to assistive technology. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** The full-page loading spinner of spec §1, announced to assistive technology. */
export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label={label ?? t`Loading`}>
      <Loader size="lg" />
    </Center>
  );
}

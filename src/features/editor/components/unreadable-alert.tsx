import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

/**
 * The notice of a repaired section (`UnreadableNotice`, section-form.tsx): a module of its own,
 * loaded only when a section needs it, so the editor's first visit goes without Mantine's Alert.
 */
export default function UnreadableAlert() {
  return (
    <Alert color="yellow" variant="light" role="status">
      <Trans>
        The server&apos;s value of this section could not be read. It shows what could be read; save
        to store a correct one.
      </Trans>
    </Alert>
  );
}

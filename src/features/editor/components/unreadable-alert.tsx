import { Alert } from '@mantine/core';
import { unreadableNotice } from '../lib/unreadable-sections';

/**
 * The notice of a repaired section (`UnreadableNotice`, section-form.tsx): a module of its own,
 * loaded only when a section needs it, so the editor's first visit goes without Mantine's Alert.
 */
export default function UnreadableAlert() {
  return (
    <Alert color="yellow" variant="light" role="status">
      {unreadableNotice}
    </Alert>
  );
}

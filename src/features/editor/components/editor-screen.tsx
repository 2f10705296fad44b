import { useMemo } from 'react';
import type { Schemas } from '@/api/client';
import { EditorDraftProvider } from '../lib/editor-draft';
import { unreadableSections, UnreadableSectionsProvider } from '../lib/unreadable-sections';
import { LeaveGuard, UnsavedChangesProvider } from '../lib/unsaved-changes';
import { EditorView } from './editor-view';

type EditorScreenProps = {
  /** The editor query's data (`GET /api/profile/{id}/edit` or the last save). */
  envelope: Schemas['ProfileEnvelope'];
  mode: 'owner' | 'admin';
  /** The meta tab (admins only, spec §6). */
  showMeta: boolean;
};

/**
 * Everything of the editor page once the card is loaded: the view, what it shares (unsaved
 * parts for the leave guard, sections the server's data did not fit, the live preview's
 * draft) and the leave guard. Its own chunk, loaded while the card is fetched, so the
 * dashboard's shell does not wait for the forms' code.
 */
export function EditorScreen({ envelope, mode, showMeta }: EditorScreenProps) {
  const unreadable = useMemo(() => unreadableSections(envelope), [envelope]);
  const { profile } = envelope.data;
  return (
    <UnsavedChangesProvider>
      <UnreadableSectionsProvider sections={unreadable}>
        <EditorDraftProvider key={profile._id}>
          <EditorView profile={profile} mode={mode} showMeta={showMeta} />
        </EditorDraftProvider>
      </UnreadableSectionsProvider>
      <LeaveGuard />
    </UnsavedChangesProvider>
  );
}

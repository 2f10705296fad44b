import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useQueryOrErrorPage } from '@/components/use-query-or-error-page';
import { useSession } from '@/lib/auth/session';
import { editProfileQuery } from '@/api/card-queries';
import { EditorView } from '../components/editor-view';
import { EditorDraftProvider } from '../lib/editor-draft';
import { unreadableSections, UnreadableSectionsProvider } from '../lib/unreadable-sections';
import { LeaveGuard, UnsavedChangesProvider } from '../lib/unsaved-changes';

function EditorPage({ mode }: { mode: 'owner' | 'admin' }) {
  const { profileId = '' } = useParams();
  const { user } = useSession();
  // 403 (not the owner), 404 (no such card) or any failure: /error with the message (spec §2, §8).
  const data = useQueryOrErrorPage(editProfileQuery(profileId), 'Failed to load profile');
  const unreadable = useMemo(() => unreadableSections(data), [data]);

  if (!data) return <FullPageSpinner label="Loading profile" />;
  return (
    <UnsavedChangesProvider>
      <UnreadableSectionsProvider sections={unreadable}>
        <EditorDraftProvider key={profileId}>
          <EditorView profile={data.data.profile} mode={mode} showMeta={Boolean(user?.isAdmin)} />
        </EditorDraftProvider>
      </UnreadableSectionsProvider>
      <LeaveGuard />
    </UnsavedChangesProvider>
  );
}

/** /dashboard/my-profiles/{profileId}: the owner's editor. */
export function OwnerEditorPage() {
  return <EditorPage mode="owner" />;
}

/** /dashboard/all-profiles/{profileId}: the admin editor (the route guard checks the role). */
export function AdminEditorPage() {
  return <EditorPage mode="admin" />;
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '@/api/client';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { editProfileQuery } from '../api/editor-queries';
import { EditorView } from '../components/editor-view';
import { unreadableSections, UnreadableSectionsProvider } from '../lib/unreadable-sections';
import { LeaveGuard, UnsavedChangesProvider } from '../lib/unsaved-changes';

/** Spec §8: the fallback when the editor cannot load its card. */
const loadFallback = 'Failed to load profile';

function EditorPage({ mode }: { mode: 'owner' | 'admin' }) {
  const { profileId = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data, error, isError } = useQuery(editProfileQuery(profileId));
  const unreadable = useMemo(() => unreadableSections(data), [data]);

  // 403 (not the owner), 404 (no such card) or any failure: /error with the message (spec §2).
  useEffect(() => {
    if (isError) {
      void navigate('/error', {
        replace: true,
        state: { message: errorMessage(error, loadFallback) },
      });
    }
  }, [isError, error, navigate]);

  if (!data) return <FullPageSpinner label="Loading profile" />;
  return (
    <UnsavedChangesProvider>
      <UnreadableSectionsProvider sections={unreadable}>
        <EditorView
          key={profileId}
          profile={data.data.profile}
          mode={mode}
          showMeta={Boolean(user?.isAdmin)}
        />
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

import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useParams } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSession } from '@/lib/auth/session';
import { editProfileQuery } from '@/api/card-queries';

/**
 * The editor's code is not in this module: the router waits for a route module and all it
 * imports before it paints the dashboard's shell, so this one stays small. The screen (styles,
 * tabs, live preview) and the first tab's form with the forms' validation load in chunks of
 * their own while the card is fetched.
 */
const loadEditorScreen = () => import('../components/editor-screen');
const EditorScreen = lazy(() => loadEditorScreen().then((m) => ({ default: m.EditorScreen })));
/** The tab the editor opens on, with the forms' validation: fetched beside the screen. */
const loadFirstSection = () => import('../components/sections/general-section');

/**
 * Starts the editor's chunks (its screen, the first tab's form) in a task of its own: starting
 * them adds a preload link for each of their files (about 60), work that made the page's first
 * commit a long task on a phone (ADR 0013). The route calls it as soon as this module has
 * arrived, so the chunks come while the card is fetched, not after it.
 */
export function startEditorChunks() {
  setTimeout(() => {
    void loadEditorScreen();
    void loadFirstSection();
  });
}

function EditorPage({ mode }: { mode: 'owner' | 'admin' }) {
  const { t } = useLingui();
  const { profileId = '' } = useParams();
  const { user } = useSession();
  // Fetched by the route's loader (a failure went to /error, spec §2, §8); gone only while the
  // session ends (its page then leads to /login).
  const { data } = useQuery(editProfileQuery(profileId));
  // The editor's first render is its longest piece of work: made as a deferred render, which
  // React splits into short slices, so the page keeps answering input meanwhile.
  const ready = useDeferredValue(data !== undefined, false);

  // As tall as the screen while loading: the editor will be, and the footer stays below it
  // instead of jumping down when the editor arrives.
  const spinner = (
    <Box mih="100dvh">
      <FullPageSpinner label={t`Loading profile`} />
    </Box>
  );
  if (!data || !ready) return spinner;
  return (
    <Suspense fallback={spinner}>
      <EditorScreen envelope={data} mode={mode} showMeta={Boolean(user?.isAdmin)} />
    </Suspense>
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

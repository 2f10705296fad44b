import {
  createContext,
  lazy,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker } from 'react-router-dom';
import { sessionQuery } from '@/lib/auth/session';

/** The dialog's code loads once there is something to lose, before anyone tries to leave. */
const loadLeaveDialog = () => import('./leave-dialog');
const LeaveDialog = lazy(() => loadLeaveDialog().then((m) => ({ default: m.LeaveDialog })));

type Registry = { report: (part: string, unsaved: boolean) => void; unsaved: boolean };

const UnsavedContext = createContext<Registry | null>(null);

/**
 * Collects which parts of the editor hold unsaved changes (each section form, the style
 * selection, a pending logo) so leaving can ask first.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const [parts, setParts] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((part: string, unsaved: boolean) => {
    setParts((current) => {
      if (current.has(part) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  const value = useMemo(() => ({ report, unsaved: parts.size > 0 }), [report, parts]);
  return <UnsavedContext value={value}>{children}</UnsavedContext>;
}

function useRegistry(): Registry {
  const registry = use(UnsavedContext);
  if (!registry) throw new Error('Editor parts must be inside <UnsavedChangesProvider>');
  return registry;
}

/** Tells the editor whether `part` has unsaved changes (cleared when the part unmounts). */
export function useReportUnsaved(part: string, unsaved: boolean) {
  const { report } = useRegistry();
  useEffect(() => {
    report(part, unsaved);
    return () => report(part, false);
  }, [part, unsaved, report]);
}

/**
 * Asks before leaving the editor with unsaved changes: a dialog for in-app navigation
 * (React Router's blocker) and the browser's own prompt for reloads and closing the tab. The
 * dialog ({@link LeaveDialog}) is its own chunk, loaded as soon as something is unsaved. A
 * session that has ended (a 401) is no reason to stay: the way to /login is never blocked
 * (the session is read from the cache when the navigation starts, not from the last render).
 */
export function LeaveGuard() {
  const { unsaved } = useRegistry();
  const queryClient = useQueryClient();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      currentLocation.pathname !== nextLocation.pathname &&
      Boolean(queryClient.getQueryData(sessionQuery.queryKey)),
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  useEffect(() => {
    if (unsaved) void loadLeaveDialog().catch(() => undefined);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  // Once shown, the dialog stays mounted so it can close (and give focus back) like any other.
  const [asked, setAsked] = useState(false);
  if (blocked && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog
        opened={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}

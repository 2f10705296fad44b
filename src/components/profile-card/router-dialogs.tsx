import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DialogControlContext, dialogOf, withDialog } from './card-dialogs';

const here = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => ({
  pathname,
  search,
  hash,
});

/**
 * Card dialog state in the router's history, for the card inside the full app (spec §2: the
 * back button closes a dialog). Opening pushes an entry for the same URL with the dialog's key
 * in its state; closing goes back one entry. The lean card page uses `HistoryDialogs` instead.
 */
export function RouterDialogs({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const openKey = dialogOf(location.state);
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  const open = useCallback(
    (key: string) => void navigate(here(location), { state: withDialog(location.state, key) }),
    [location, navigate],
  );
  const close = useCallback(() => {
    if (!openKey || closing.current) return;
    closing.current = true;
    // A page opened with the dialog already in its state (a reload) has nothing to go back to.
    if (location.key === 'default') {
      void navigate(here(location), { replace: true, state: withDialog(location.state, null) });
    } else {
      void navigate(-1);
    }
  }, [location, navigate, openKey]);

  const value = useMemo(() => ({ openKey, open, close }), [openKey, open, close]);
  return <DialogControlContext value={value}>{children}</DialogControlContext>;
}

import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Which card dialog is open (one at a time), and how to open or close one. */
type DialogControl = { openKey: string | null; open: (key: string) => void; close: () => void };

const DialogContext = createContext<DialogControl | null>(null);

const stateKey = 'cardDialog';

const here = ({ pathname, search, hash }: { pathname: string; search: string; hash: string }) => ({
  pathname,
  search,
  hash,
});

function dialogOf(state: unknown): string | null {
  if (state && typeof state === 'object' && stateKey in state) {
    const value = (state as Record<string, unknown>)[stateKey];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/**
 * Dialog state in the history (spec §2: the back button closes a dialog). Opening pushes an
 * entry for the same URL with the dialog's key in its state; closing goes back one entry, so
 * Escape, a click outside and the back button all end in the same place.
 */
function HistoryDialogs({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const openKey = dialogOf(location.state);
  const closing = useRef(false);
  useEffect(() => {
    closing.current = false;
  }, [location.key]);

  const open = useCallback(
    (key: string) => {
      const base = location.state && typeof location.state === 'object' ? location.state : {};
      void navigate(here(location), { state: { ...base, [stateKey]: key } });
    },
    [location, navigate],
  );
  const close = useCallback(() => {
    if (!openKey || closing.current) return;
    closing.current = true;
    // A page opened with the dialog already in its state (a reload) has nothing to go back to.
    if (location.key === 'default') {
      const rest = { ...(location.state as Record<string, unknown>) };
      delete rest[stateKey];
      void navigate(here(location), { replace: true, state: rest });
    } else {
      void navigate(-1);
    }
  }, [location, navigate, openKey]);

  const value = useMemo(() => ({ openKey, open, close }), [openKey, open, close]);
  return <DialogContext value={value}>{children}</DialogContext>;
}

/** Dialog state in the component (preview mode: the editor's history is left alone). */
function LocalDialogs({ children }: { children: ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const value = useMemo(
    () => ({ openKey, open: setOpenKey, close: () => setOpenKey(null) }),
    [openKey],
  );
  return <DialogContext value={value}>{children}</DialogContext>;
}

/** Provides dialog state to a card: in the history on the public page, local in preview. */
export function CardDialogs({ preview, children }: { preview: boolean; children: ReactNode }) {
  return preview ? (
    <LocalDialogs>{children}</LocalDialogs>
  ) : (
    <HistoryDialogs>{children}</HistoryDialogs>
  );
}

/** `{ opened, open, close }` for the dialog named `key`. */
export function useCardDialog(key: string) {
  const control = use(DialogContext);
  if (!control) throw new Error('useCardDialog must be used inside <CardDialogs>');
  const { openKey, open, close } = control;
  return { opened: openKey === key, open: () => open(key), close };
}

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** Which card dialog is open (one at a time), and how to open or close one. */
export type DialogControl = {
  openKey: string | null;
  open: (key: string) => void;
  close: () => void;
};

/**
 * The dialog state a page gives its card. The public card page keeps it in the history
 * ({@link HistoryDialogs}; spec §2: the back button closes a dialog); without one (the editor's
 * preview, stories) the card keeps it locally.
 */
export const DialogControlContext = createContext<DialogControl | null>(null);

const stateKey = 'cardDialog';

/** The dialog named in a history state, if any. */
export function dialogOf(state: unknown): string | null {
  if (state && typeof state === 'object' && stateKey in state) {
    const value = (state as Record<string, unknown>)[stateKey];
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/** `state` with the dialog key set (or removed, for null). */
export function withDialog(state: unknown, key: string | null): Record<string, unknown> {
  const base = state && typeof state === 'object' ? { ...(state as Record<string, unknown>) } : {};
  if (key === null) delete base[stateKey];
  else base[stateKey] = key;
  return base;
}

/**
 * Dialog state in `window.history`, for the lean card page (no router): opening pushes an
 * entry for the same URL with the dialog's key in its state; closing goes back one entry, so
 * Escape, a click outside and the back button all end in the same place (spec §2).
 */
export function HistoryDialogs({ children }: { children: ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const pushed = useRef(false);
  useEffect(() => {
    // A reload with a dialog in the state: nothing to go back to, so start closed.
    if (dialogOf(window.history.state)) {
      window.history.replaceState(withDialog(window.history.state, null), '');
    }
    const onPop = () => {
      pushed.current = false;
      setOpenKey(dialogOf(window.history.state));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const open = useCallback((key: string) => {
    window.history.pushState(withDialog(window.history.state, key), '');
    pushed.current = true;
    setOpenKey(key);
  }, []);
  const close = useCallback(() => {
    setOpenKey(null);
    if (pushed.current) {
      pushed.current = false;
      window.history.back();
    } else if (dialogOf(window.history.state)) {
      window.history.replaceState(withDialog(window.history.state, null), '');
    }
  }, []);
  const value = useMemo(() => ({ openKey, open, close }), [openKey, open, close]);
  return <DialogControlContext value={value}>{children}</DialogControlContext>;
}

/** Dialog state in the component (preview mode: the editor's history is left alone). */
function LocalDialogs({ children }: { children: ReactNode }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const value = useMemo(
    () => ({ openKey, open: setOpenKey, close: () => setOpenKey(null) }),
    [openKey],
  );
  return <DialogControlContext value={value}>{children}</DialogControlContext>;
}

/** Gives a card dialog state: the page's when it has one (and this is no preview), else local. */
export function CardDialogs({ preview, children }: { preview: boolean; children: ReactNode }) {
  const outer = use(DialogControlContext);
  return outer && !preview ? children : <LocalDialogs>{children}</LocalDialogs>;
}

/** `{ opened, open, close }` for the dialog named `key`. */
export function useCardDialog(key: string) {
  const control = use(DialogControlContext);
  if (!control) throw new Error('useCardDialog must be used inside <CardDialogs>');
  const { openKey, open, close } = control;
  return { opened: openKey === key, open: () => open(key), close };
}

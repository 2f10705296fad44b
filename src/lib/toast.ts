import { useSyncExternalStore } from 'react';
import type { ToastKind } from './toast-show';

/**
 * Toasts of spec §1 as one thin wrapper over Mantine notifications (see
 * docs/decisions/0003-toast-wrapper.md):
 * - bottom-center, slide transition: the <Notifications> host ({@link ToastHost} in the providers);
 * - 3000 ms with a visible progress bar, no pause on hover, a pause while the window has lost
 *   focus: Mantine's own auto-close is off and {@link ToastMessage} keeps the timer and bar;
 * - newest on top: a rising `priority` (Mantine lists higher priorities first);
 * - close on click, swipe to dismiss (Mantine's drag dismiss), dark theme: src/lib/toast-show.tsx.
 *
 * Mantine's notifications (and the host) load on the first toast, or when the page is idle:
 * the public card's first download stays inside its byte budget (issue #4 "Speed").
 */
type ToastModule = typeof import('./toast-show'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the type of a lazily loaded module
let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
const listeners = new Set<() => void>();
let priority = 0;

/** Loads the toast code once; resolves with it. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toast-show').then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return loading;
}

/** The toast code once it has loaded (the host renders nothing before). */
export function useLoadedToasts(): ToastModule | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => loaded,
  );
}

function show(kind: ToastKind, message: string): string {
  priority += 1;
  const toast = { id: `toast-${priority}`, kind, message, priority };
  if (loaded) loaded.showToast(toast);
  else void loadToasts().then((module) => module.showToast(toast));
  return toast.id;
}

/** Closes the toast with this id (a no-op once it has gone). */
function close(id: string) {
  if (loaded) loaded.hideToast(id);
  else void loadToasts().then((module) => module.hideToast(id));
}

/**
 * `toast.success(message)`, `toast.error(message)`, `toast.info(message)`; each returns the
 * toast id (a Mantine notification id), which `toast.close(id)` closes.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  close,
};

/**
 * Toasts of one form or action (issue #13 "Toasts"): its success toast closes the error toasts
 * it showed before, so 'Password edited successfully.' never sits above a stale
 * 'Old password is incorrect.'.
 */
export function createToastGroup() {
  let errors: string[] = [];
  return {
    error(message: string): string {
      const id = toast.error(message);
      errors.push(id);
      return id;
    },
    success(message: string): string {
      errors.forEach(close);
      errors = [];
      return toast.success(message);
    },
  };
}
export type ToastGroup = ReturnType<typeof createToastGroup>;

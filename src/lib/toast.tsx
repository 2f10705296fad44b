import { useSyncExternalStore } from 'react';
import type { ToastKind } from './toast-show';

/**
 * Toasts of spec §1 as one thin wrapper over Mantine notifications (see
 * docs/decisions/0003-toast-wrapper.md):
 * - bottom-center, slide transition: the <Notifications> host ({@link ToastHost} in the providers);
 * - 3000 ms with a visible progress bar, no pause on hover, a pause while the window has lost
 *   focus: Mantine's own auto-close is off and the toast body (src/lib/toast-show.tsx) keeps
 *   the timer and bar;
 * - newest on top: a rising `priority` (Mantine lists higher priorities first);
 * - close on click, swipe to dismiss (Mantine's drag dismiss), dark theme: src/lib/toast-show.tsx.
 *
 * Mantine's notifications (and the host) load with the first toast, never before: no page's first
 * download holds them (issues #4 "Speed", #20). This module
 * and src/lib/toast-show.tsx are the only toast code.
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

let loadHost: (() => void) | undefined;

/**
 * Registers what mounts a toast host on a page that has none (the lean card page, issue #10),
 * called with the first toast; `undefined` when the page has its own ({@link ToastHost}).
 */
export function setToastHostLoader(load: (() => void) | undefined) {
  loadHost = load;
}

/** Shows a toast of `kind`; returns its id. On the lean card page the first one mounts the host. */
export function showToast(kind: ToastKind, message: string): string {
  const load = loadHost;
  loadHost = undefined;
  load?.();
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
  success: (message: string) => showToast('success', message),
  error: (message: string) => showToast('error', message),
  info: (message: string) => showToast('info', message),
  close,
};

/**
 * Where toasts appear (spec §1: bottom-center, newest on top, slide transition). Renders nothing
 * until the first toast has loaded Mantine's notifications (issue #20: no page's first download
 * holds them).
 */
export function ToastHost() {
  const toasts = useLoadedToasts();
  if (!toasts) return null;
  return (
    <toasts.Notifications
      position="bottom-center"
      limit={5}
      zIndex={1000}
      transitionDuration={250}
    />
  );
}

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

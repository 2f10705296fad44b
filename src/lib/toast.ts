import type { ToastKind } from './toast-show';

/**
 * Toasts of spec §1 as one thin wrapper over Mantine notifications (see
 * docs/decisions/0003-toast-wrapper.md):
 * - bottom-center, slide transition: one <Notifications> host in a root of its own, mounted
 *   with the first toast (src/lib/toast-show.tsx), the app's and the card's alike;
 * - 3000 ms with a visible progress bar, no pause on hover, a pause while the window has lost
 *   focus: Mantine's own auto-close is off and the toast body (src/lib/toast-show.tsx) keeps
 *   the timer and bar;
 * - newest on top: a rising `priority` (Mantine lists higher priorities first);
 * - close on click, swipe to dismiss (Mantine's drag dismiss), dark theme: src/lib/toast-show.tsx.
 *
 * Mantine's notifications (and the host) load with the first toast, never before: no page's first
 * download holds them. This module and src/lib/toast-show.tsx are the only toast code; a form's
 * group of toasts is the form flow's (`createToastGroup`, src/components/use-app-form.ts).
 */
type ToastModule = typeof import('./toast-show'); // eslint-disable-line @typescript-eslint/consistent-type-imports -- the type of a lazily loaded module
let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
let priority = 0;

/** Loads the toast code once; resolves with it. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toast-show').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/** Shows a toast of `kind`; returns its id. The first one loads the toast code and its host. */
export function showToast(kind: ToastKind, message: string): string {
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

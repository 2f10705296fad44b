import { notifications } from '@mantine/notifications';

/**
 * Toasts of spec §1 over Mantine notifications: bottom-center, 3000 ms, progress bar,
 * newest on top, close on click, swipe to dismiss, dark theme, slide transition (set on
 * <Notifications> in the app providers). Mantine pauses on hover and not on window blur, so
 * this wrapper keeps its own timer: it ignores hover and pauses while the window has no focus.
 */
const autoCloseMs = 3000;
let priority = 0;

type Kind = 'success' | 'error' | 'info';
const colors: Record<Kind, string> = { success: 'teal', error: 'red', info: 'blue' };

function show(kind: Kind, message: string) {
  priority += 1;
  const id = notifications.show({
    message,
    color: colors[kind],
    autoClose: false,
    withCloseButton: true,
    priority,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast': kind,
    // Mantine reads this custom duration for the visible progress bar (see providers).
    'data-autoclose': autoCloseMs,
  } as Parameters<typeof notifications.show>[0]);
  startTimer(id);
  return id;
}

function startTimer(id: string) {
  let remaining = autoCloseMs;
  let startedAt = Date.now();
  let handle: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    startedAt = Date.now();
    handle = setTimeout(() => {
      cleanup();
      notifications.hide(id);
    }, remaining);
  };
  const pause = () => {
    if (handle) clearTimeout(handle);
    handle = undefined;
    remaining -= Date.now() - startedAt;
  };
  const cleanup = () => {
    window.removeEventListener('blur', pause);
    window.removeEventListener('focus', run);
  };
  window.addEventListener('blur', pause);
  window.addEventListener('focus', run);
  run();
}

/** `toast.success(message)`, `toast.error(message)`, `toast.info(message)`. Returns the id. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastMessage } from '@/components/toast-message';

/**
 * Toasts of spec §1 as one thin wrapper over Mantine notifications (see
 * docs/decisions/0003-toast-wrapper.md):
 * - bottom-center, slide transition: the <Notifications> host in the app providers;
 * - 3000 ms with a visible progress bar, no pause on hover, a pause while the window has lost
 *   focus: Mantine's own auto-close is off and {@link ToastMessage} keeps the timer and bar;
 * - newest on top: a rising `priority` (Mantine lists higher priorities first);
 * - close on click, swipe to dismiss (Mantine's drag dismiss), dark theme: set here.
 */
let priority = 0;

type Kind = 'success' | 'error' | 'info';
const colors: Record<Kind, string> = { success: 'teal.4', error: 'red.5', info: 'blue.4' };

/** Dark surface whatever the page's colour scheme (spec §1 "dark theme"). */
const darkStyles = {
  root: {
    backgroundColor: 'var(--mantine-color-dark-7)',
    border: '1px solid var(--mantine-color-dark-3)',
    boxShadow: '0 8px 24px rgba(0, 0, 0, 0.35)',
    color: 'var(--mantine-color-white)',
    overflow: 'hidden',
  },
  // Mantine sets the root's cursor itself; the body shows that a click closes the toast.
  body: { cursor: 'pointer' },
  description: { color: 'var(--mantine-color-white)' },
  closeButton: { color: 'var(--mantine-color-gray-3)' },
};

function show(kind: Kind, message: string): string {
  priority += 1;
  const id = `toast-${priority}`;
  const hide = () => notifications.hide(id);
  notifications.show({
    id,
    message: createElement(ToastMessage, { text: message, onExpire: hide }),
    color: colors[kind],
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    priority,
    onClick: hide,
    styles: darkStyles,
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast': kind,
  });
  return id;
}

/** `toast.success(message)`, `toast.error(message)`, `toast.info(message)`; each returns the toast id. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

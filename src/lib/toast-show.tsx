import { Notifications, notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { ToastMessage } from '@/components/toast-message';

/** The host every toast renders into (bottom-center, slide transition: spec §1). */
export { Notifications };

export type ToastKind = 'success' | 'error' | 'info';
const colors: Record<ToastKind, string> = { success: 'teal.4', error: 'red.5', info: 'blue.4' };

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

/** Hides one toast by id (Mantine's exit transition still runs). */
export function hideToast(id: string) {
  notifications.hide(id);
}

/** Shows one toast (see src/lib/toast.ts for the rules it follows). */
export function showToast({
  id,
  kind,
  message,
  priority,
}: {
  id: string;
  kind: ToastKind;
  message: string;
  priority: number;
}) {
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
}

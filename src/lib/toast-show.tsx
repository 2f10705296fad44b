import { t } from '@lingui/core/macro';
import '@/config/mantine-styles';
import { MantineProvider, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { createElement, useEffect, useState, type CSSProperties } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { cssVariablesResolver, theme } from '@/config/theme';
import classes from './toast-show.module.css';

let host: { element: HTMLElement; root: Root; place: () => void } | undefined;

/**
 * Mounts the one toast host, once, in a root of its own at the end of the page (spec §1:
 * bottom-center, newest on top, slide transition): the app's pages and the card alike, so
 * neither carries Mantine's notifications before its first toast. Under Vitest it renders as
 * Mantine's test environment (no transitions). Returns the host.
 */
function mountHost(): NonNullable<typeof host> {
  if (host?.element.isConnected && host.element.ownerDocument === document) return host;
  // A page (or a test) that replaced the body, or the document, took the host with it.
  host?.root.unmount();
  const element = document.createElement('div');
  element.id = 'toasts';
  document.body.append(element);
  returnFocus(element);
  host = { element, root: createRoot(element), place: followDialogs(element) };
  host.root.render(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env={import.meta.env.MODE === 'test' ? 'test' : 'default'}
    >
      <Notifications
        classNames={{ root: classes.root }}
        position="bottom-center"
        limit={5}
        zIndex={1000}
        transitionDuration={250}
        withinPortal={false}
      />
    </MantineProvider>,
  );
  return host;
}

/**
 * Keeps the toast host inside the last open `<dialog>` while one is open, else at the end of the
 * body, as dialogs open and close (a `MutationObserver` on their `open` attribute). A modal
 * dialog is drawn in the top layer and makes the rest of the page inert (HTML, "blocked by a
 * modal dialog"): a toast outside it (the card's "Copied to Clipboard !" from its Address, UPI
 * or Share dialog, or a toast already showing when a dialog opens) would show under the dialog
 * and its backdrop, unclickable and unheard by a screen reader. `moveBefore` (where the browser
 * has it) keeps a showing toast's progress bar running through a move. Over a bottom sheet (a
 * dialog at the viewport's bottom edge: the card's dialogs on a phone) the toasts rise above the
 * sheet (`--toast-lift`, px), so they cover none of its buttons, at most to the viewport's top.
 */
function followDialogs(element: HTMLElement): () => void {
  const place = () => {
    // A host taken out (`removeToastHost`, a replaced body) follows no dialog any more.
    if (host?.element !== element) return observer.disconnect();
    const dialogs = document.querySelectorAll('dialog[open]');
    const parent = dialogs[dialogs.length - 1] ?? document.body;
    const sheet = parent === document.body ? undefined : parent.getBoundingClientRect();
    const lift =
      sheet && sheet.bottom >= innerHeight - 1
        ? Math.min(innerHeight - sheet.top, innerHeight - 96)
        : 0;
    element.style.setProperty('--toast-lift', `${Math.max(0, lift)}px`);
    if (element.parentElement !== parent) move(parent, element);
  };
  const observer = new MutationObserver(place);
  observer.observe(document.body, { subtree: true, attributeFilter: ['open'] });
  return place;
}

/** Appends `element` to `parent`, its state kept where the browser can (DOM `moveBefore`). */
function move(parent: Element, element: HTMLElement) {
  const target = parent as Element & { moveBefore?: (node: Node, child: Node | null) => void };
  if (typeof target.moveBefore === 'function' && element.isConnected) {
    target.moveBefore(element, null);
  } else parent.append(element);
}

/**
 * Gives the focus back where it came from when a toast holding it goes (its close button pressed,
 * or its time up while focused): the browser would leave it on the body, and a keyboard or
 * screen reader user would lose their place (WCAG 2.4.3).
 */
function returnFocus(element: HTMLElement) {
  let from: HTMLElement | undefined;
  let focused: Element | undefined;
  element.addEventListener('focusin', (event) => {
    const before = event.relatedTarget;
    if (before instanceof HTMLElement && !element.contains(before)) from = before;
    focused = event.target as Element;
  });
  new MutationObserver(() => {
    if (focused && !focused.isConnected && document.activeElement === document.body) from?.focus();
    if (!element.contains(document.activeElement)) from = focused = undefined;
  }).observe(element, { subtree: true, childList: true });
}

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

/** How long a toast stays, in ms (spec §1, §9). */
export const toastDurationMs = 3000;

type ToastMessageProps = {
  text: string;
  /** Called once the toast has been visible, with the window focused, for `durationMs`. */
  onExpire: () => void;
  durationMs?: number;
};

/**
 * The body of one toast: its text and a progress bar that empties over `durationMs`.
 * The timer lives here, not in Mantine, because spec §1 wants no pause on hover (Mantine
 * always pauses on hover) and a pause while the window has lost focus (Mantine has none).
 * The bar is a CSS animation paused together with the timer, so it always tells the truth.
 */
export function ToastMessage({ text, onExpire, durationMs = toastDurationMs }: ToastMessageProps) {
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    let remaining = durationMs;
    let startedAt = 0;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      if (handle !== undefined) return;
      startedAt = Date.now();
      handle = setTimeout(onExpire, remaining);
      setPaused(false);
    };
    const pause = () => {
      if (handle === undefined) return;
      clearTimeout(handle);
      handle = undefined;
      remaining -= Date.now() - startedAt;
      setPaused(true);
    };
    window.addEventListener('blur', pause);
    window.addEventListener('focus', run);
    run();
    return () => {
      if (handle !== undefined) clearTimeout(handle);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', run);
    };
  }, [durationMs, onExpire]);

  return (
    <>
      <Text size="sm" c="inherit" pr="xs">
        {text}
      </Text>
      <div
        aria-hidden
        className={classes.progress}
        data-paused={paused || undefined}
        data-testid="toast-progress"
        style={{ '--toast-duration': `${durationMs}ms` } as CSSProperties}
      />
    </>
  );
}

/**
 * Takes the toast host out of the page with its root unmounted, so no toast's transition timer
 * outlives it (tests end each test with it: a timer left running fires after the test's
 * document has gone).
 */
export function removeToastHost() {
  host?.root.unmount();
  host?.element.remove();
  host = undefined;
}

/** Hides one toast by id (Mantine's exit transition still runs). */
export function hideToast(id: string) {
  notifications.hide(id);
}

/** Shows one toast (see src/lib/toast.tsx for the rules it follows). */
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
  // Where the dialogs are now: a sheet's content may have grown since it opened.
  mountHost().place();
  const hide = () => notifications.hide(id);
  notifications.show({
    id,
    message: createElement(ToastMessage, { text: message, onExpire: hide }),
    color: colors[kind],
    autoClose: false,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': t`Close notification` },
    priority,
    onClick: hide,
    styles: darkStyles,
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast': kind,
  });
}

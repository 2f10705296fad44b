import { Center, Loader, Portal } from '@mantine/core';
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useCardDialog } from './card-dialogs';
import { useCardTheme } from './card-theme-context';

const loadModal = () => import('./card-modal');
const CardModal = lazy(() => loadModal().then((m) => ({ default: m.CardModal })));

/**
 * Loads the dialog code once the page is idle, so the first dialog opens at once without
 * being part of the card's first download (issue #4 "Speed").
 */
export function usePreloadCardDialogs() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadModal().catch(() => undefined));
    return () => cancel(handle);
  }, []);
}

/**
 * Gives focus back to what opened the dialog once it closes (WCAG 2.4.3 focus order).
 * Mantine's own return-focus misses the first opening, because the modal mounts already open
 * (it is loaded on demand), so the card does it: the trigger is read before the modal's focus
 * trap moves focus inside.
 */
function useReturnFocus(opened: boolean) {
  const trigger = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      trigger.current = document.activeElement;
      return;
    }
    const element = trigger.current;
    trigger.current = null;
    if (!(element instanceof HTMLElement)) return;
    const handle = window.setTimeout(() => element.focus({ preventScroll: true }), 0);
    return () => window.clearTimeout(handle);
  }, [opened]);
}

/**
 * A dialog in the card's theme. It closes on Escape, on a click outside and on the browser's
 * back button (spec §2); `dialogKey` names it in the card's dialog state. The modal code is
 * loaded on demand; until it arrives a small loader shows.
 */
export function CardDialog({
  dialogKey,
  title,
  children,
}: {
  dialogKey: string;
  title: string;
  children: ReactNode;
}) {
  const { opened, close } = useCardDialog(dialogKey);
  const { vars } = useCardTheme();
  useReturnFocus(opened);
  // Stay mounted after the first opening, so closing can animate.
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense
      fallback={
        <Portal>
          <Center pos="fixed" inset={0} style={{ zIndex: 200 }}>
            <Loader aria-label="Loading dialog" />
          </Center>
        </Portal>
      }
    >
      <CardModal opened={opened} onClose={close} title={title} vars={vars}>
        {children}
      </CardModal>
    </Suspense>
  );
}

import { Text } from '@mantine/core';
import { useEffect, useState, type CSSProperties } from 'react';
import classes from './toast-message.module.css';

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

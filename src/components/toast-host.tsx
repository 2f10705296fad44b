import { useEffect } from 'react';
import { loadToasts, useLoadedToasts } from '@/lib/toast';

/**
 * Where toasts appear (spec §1: bottom-center, newest on top, slide transition). Mantine's
 * notifications load on the first toast or once the page is idle, not in the first download.
 */
export function ToastHost() {
  const toasts = useLoadedToasts();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadToasts().catch(() => undefined));
    return () => cancel(handle);
  }, []);
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

import { LoadingOverlay } from '@mantine/core';

/**
 * The full-page spinner while the next page's code or data loads (spec §1). A fast page
 * change does not flash it (200 ms delay).
 */
export function NavigationOverlay({ visible }: { visible: boolean }) {
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={300}
      overlayProps={{ backgroundOpacity: 0.4, color: '#fff' }}
      loaderProps={{ size: 'lg' }}
      transitionProps={{ enterDelay: 200, duration: 150 }}
    />
  );
}

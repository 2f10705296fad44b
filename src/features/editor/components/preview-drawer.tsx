import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useMounted, useWindowEvent } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The phone's live preview drawer (loaded when the preview is first wanted): the whole screen
 * from the bottom, a dialog titled "Live Preview". It opens one render after it mounts, so
 * Mantine notes where focus was (the "Show live preview" button) and gives it back when the
 * drawer closes. Escape closes the topmost layer: a dialog of the card open in the preview
 * (its own `<dialog>`, which closes itself) before the drawer.
 */
export function PreviewDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const mounted = useMounted();
  // Mantine's own Escape listens on the window before anything inside sees the key.
  useWindowEvent('keydown', (event) => {
    const inDialog = event.target instanceof Element && event.target.closest('dialog[open]');
    if (event.key === 'Escape' && opened && !event.isComposing && !inDialog) onClose();
  });
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      closeOnEscape={false}
      position="bottom"
      size="100%"
      withCloseButton={false}
      // The dialog's name: Mantine labels it by its title.
      title={t`Live Preview`}
      styles={{ body: { paddingTop: 'var(--mantine-spacing-sm)' } }}
    >
      {children}
    </Drawer>
  );
}

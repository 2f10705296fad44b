import { useLingui } from '@lingui/react/macro';
import { Drawer } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * The phone's live preview drawer (loaded when the preview is first wanted): the whole screen
 * from the bottom, a dialog titled "Live Preview". It opens one render after it mounts, so
 * Mantine notes where focus was (the "Show live preview" button) and gives it back when the
 * drawer closes.
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
  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
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

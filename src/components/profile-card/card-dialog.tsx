import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCardDialog } from './card-dialogs';
import { useCardTheme } from './card-theme-context';
import classes from './profile-card.module.css';

/**
 * A dialog in the card's theme. It closes on Escape, on a click outside and on the browser's
 * back button (spec §2); `dialogKey` names it in the card's dialog state.
 */
export function CardDialog({ dialogKey, title, children }: { dialogKey: string; title: string; children: ReactNode }) {
  const { opened, close } = useCardDialog(dialogKey);
  const { vars } = useCardTheme();
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      style={vars}
      classNames={{ content: classes.dialog, header: classes.dialog, close: classes.dialogClose }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

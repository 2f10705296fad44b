import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { Modal } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './profile-card.module.css';

export type CardModalProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  vars: CSSProperties;
  children: ReactNode;
};

/**
 * The Mantine modal behind every card dialog, in its own chunk: Modal brings ScrollArea and
 * floating-ui (about 25 KB gzip), which the card only needs once a visitor opens a dialog.
 */
export function CardModal({ opened, onClose, title, vars, children }: CardModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      // CardDialog returns focus itself (Mantine misses a modal that mounts open).
      returnFocus={false}
      style={vars}
      classNames={{
        content: `${classes.dialog} ${classes.dialogContent}`,
        header: classes.dialog,
        title: classes.dialogTitle,
        close: classes.dialogClose,
      }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Modal>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A question before something that cannot be undone (deactivate a card, leave unsaved edits,
 * delete a contact): the safe choice first and focused, the destructive one in red. Closing
 * the dialog is the safe choice.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  keepLabel,
  confirmLabel,
  onKeep,
  onConfirm,
  confirming = false,
}: {
  opened: boolean;
  title: string;
  children: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  onConfirm: () => void;
  /** The confirmed action is in flight. */
  confirming?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={onKeep}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Text>{children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onKeep} data-autofocus>
          {keepLabel}
        </Button>
        <Button color="red.8" onClick={onConfirm} loading={confirming}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}

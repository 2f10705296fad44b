import { Button, Group, Modal, Text } from '@mantine/core';
import { useMounted } from '@mantine/hooks';

type LeaveDialogProps = {
  opened: boolean;
  /** Stays on the editor (closing the dialog does the same). */
  onStay: () => void;
  /** Goes on without saving. */
  onLeave: () => void;
};

/**
 * 'Leave without saving?' (loaded on demand by the editor's LeaveGuard). It opens one
 * render after it mounts: Mantine notes where focus was when a mounted dialog opens, and gives
 * it back there when it closes.
 */
export function LeaveDialog({ opened, onStay, onLeave }: LeaveDialogProps) {
  const mounted = useMounted();
  return (
    <Modal
      opened={opened && mounted}
      onClose={onStay}
      title="Leave without saving?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text>You have unsaved changes on this card. If you leave now, they are lost.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay and keep editing
        </Button>
        <Button color="red.8" onClick={onLeave}>
          Leave without saving
        </Button>
      </Group>
    </Modal>
  );
}

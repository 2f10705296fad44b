import { Trans, useLingui } from '@lingui/react/macro';
import { useMounted } from '@mantine/hooks';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
  const { t } = useLingui();
  const mounted = useMounted();
  return (
    <ConfirmDialog
      opened={opened && mounted}
      title={t`Leave without saving?`}
      keepLabel={t`Stay and keep editing`}
      confirmLabel={t`Leave without saving`}
      onKeep={onStay}
      onConfirm={onLeave}
    >
      <Trans>You have unsaved changes on this card. If you leave now, they are lost.</Trans>
    </ConfirmDialog>
  );
}

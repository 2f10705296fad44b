import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

/**
 * The 'Share' button of a card, without its dialog: `ShareCardButton` pairs it with one, the card
 * lists open their one `ShareCardDialog` from it. `onIntent` runs when the button is pointed at,
 * touched or focused (to start loading the dialog's code before the press).
 */
export function ShareButton({
  size = 'sm',
  onClick,
  onIntent,
}: {
  size?: 'xs' | 'sm';
  onClick: () => void;
  onIntent?: () => void;
}) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={onClick}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <Trans>Share</Trans>
    </Button>
  );
}

import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';

/**
 * The 'Share' button of a card, without its dialog: `ShareCardButton` pairs it with one,
 * the card lists open their one `ShareCardDialog` from it.
 */
export function ShareButton({ size = 'sm', onClick }: { size?: 'xs' | 'sm'; onClick: () => void }) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconShare size={16} aria-hidden />}
      onClick={onClick}
    >
      Share
    </Button>
  );
}

import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { withPageMessages } from '@/components/owner-language';
import { ShareButton } from './share-button';

/**
 * The dialog (QR code, link tools, the share kit's tabs) is its own chunk, loaded when 'Share'
 * is first pointed at, touched, focused or pressed: neither the lists nor the editor need its
 * code to show.
 */
const loadDialog = () => withPageMessages(import('./share-card-dialog'), 'share');
const ShareCardDialog = lazy(() => loadDialog().then((m) => ({ default: m.ShareCardDialog })));
const preloadDialog = () => void loadDialog().catch(() => undefined);

type ShareCardButtonProps = {
  /** The card number. */
  id: string;
  /** The card's name, used as the share title. */
  name: string;
  size?: 'xs' | 'sm';
};

/**
 * 'Share' for a card (lists and editor): a dialog with the card's QR code and URL, copy,
 * QR download as SVG and PNG, the Web Share API and 'Write to NFC tag' (what the browser
 * cannot do is not offered), and the share kit's tabs: e-mail signature, virtual background
 * and wallpaper, offline QR (docs/share-kit.md).
 */
export function ShareCardButton({ id, name, size = 'sm' }: ShareCardButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first press on, so closing animates and gives focus back.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <ShareButton
        size={size}
        onClick={() => {
          setWanted(true);
          open();
        }}
        onIntent={preloadDialog}
      />
      {wanted && (
        <Suspense
          fallback={
            <VisuallyHidden role="status">
              <Trans>Opening the Share dialog</Trans>
            </VisuallyHidden>
          }
        >
          <ShareCardDialog id={id} name={name} opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

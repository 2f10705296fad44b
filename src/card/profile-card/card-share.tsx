import { t } from '@lingui/core/macro';
import { IconQrcode, IconShare } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { canWebShare, webShare } from '@/components/share-card/browser-share';
import { withMessages } from '@/i18n';
import { cardUrl } from '@/lib/card-url';
import { CardDialog, CardSpinner } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import { CardActionButton } from './card-buttons';
import { useCardI18n } from './card-theme-context';

// The QR library and the file helpers load when the dialog opens (the card's byte budget), with
// the card's later messages, which hold the dialog's words.
const PublicSharePanel = lazy(() =>
  withMessages(import('@/components/share-card/public-share-panel')).then((m) => ({
    default: m.PublicSharePanel,
  })),
);

/**
 * Passing the card on (ADR 0005): 'Share' opens the system share sheet where the browser has
 * the Web Share API, else the share dialog; 'QR code' always opens the dialog (QR code of the
 * canonical card URL, Copy link, Download QR). Both are labelled icons of the hero's icon row.
 */
export function CardShare({ id, name }: { id: string; name: string }) {
  const i18n = useCardI18n();
  const dialog = useCardDialog('Share');
  const share = () => {
    if (canWebShare())
      void webShare({ title: t(i18n)`${name} - Profile`, url: cardUrl(id, 'share') });
    else dialog.open();
  };
  return (
    <>
      <CardActionButton
        icon={<IconShare size={22} aria-hidden />}
        onClick={share}
        variant="icon"
        cardEvent="share"
      >
        {t(i18n)`Share`}
      </CardActionButton>
      <CardActionButton
        icon={<IconQrcode size={22} aria-hidden />}
        onClick={dialog.open}
        variant="icon"
        cardEvent="share"
      >
        {t(i18n)`QR code`}
      </CardActionButton>
      <CardDialog dialogKey="Share" title={t(i18n)`Share this card`}>
        <Suspense fallback={<CardSpinner label={t(i18n)`Loading QR code`} />}>
          <PublicSharePanel id={id} />
        </Suspense>
      </CardDialog>
    </>
  );
}

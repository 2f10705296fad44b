import { t } from '@lingui/core/macro';
import { IconCopy } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { CardActionButton, CardLinkButton } from './card-buttons';
import { CardDialog, CardSpinner } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import { withMessages } from '@/i18n';
import { safeUrl } from '@/lib/vcard/card-fields';
import { upiPayee, type CardProfile } from './card-data';
import { cardIcons } from './card-icons';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import { copyText } from '@/lib/copy-text';
import classes from './profile-card.module.css';

// The QR code library loads only when a visitor opens the UPI dialog (the card's byte budget).
const UpiQr = lazy(() =>
  withMessages(import('../later/upi-qr')).then((m) => ({ default: m.UpiQr })),
);

/**
 * Other tab (spec §2): 'UPI' opens a dialog with the payee name, the copyable UPI ID, a
 * payment QR code and a link that opens the UPI app chooser on Android; 'Review' links out.
 */
export function OtherTab({ profile }: { profile: CardProfile }) {
  const i18n = useCardI18n();
  const payee = upiPayee(profile.other.upi);
  const review = safeUrl(profile.other.googleReviewUrl);
  const dialog = useCardDialog('UPI');
  return (
    <div className={classes.actions}>
      {payee && (
        <>
          <CardActionButton icon={cardIcons.upi} onClick={dialog.open} cardEvent="upi">
            {t(i18n)`UPI`}
          </CardActionButton>
          <CardDialog dialogKey="UPI" title={t(i18n)`UPI`}>
            <dl className={classes.facts}>
              <dt>{t(i18n)`Payee name`}</dt>
              <dd>{payee.name}</dd>
              <dt>{t(i18n)`UPI ID`}</dt>
              <dd>{payee.id}</dd>
            </dl>
            <CardActionButton
              icon={<IconCopy size={20} aria-hidden />}
              onClick={() => void copyText(payee.id)}
            >
              {t(i18n)`Copy UPI ID`}
            </CardActionButton>
            <div className={classes.qr}>
              <Suspense fallback={<CardSpinner label={t(i18n)`Loading QR code`} />}>
                <UpiQr uri={payee.uri} />
              </Suspense>
            </div>
            <CardLinkButton href={payee.uri} icon={cardIcons.upi} variant="primary">
              {t(i18n)`Pay with UPI app`}
            </CardLinkButton>
          </CardDialog>
        </>
      )}
      {review && (
        <CardLinkButton href={review} icon={cardIcons.review} cardEvent="review">
          {t(i18n)`Review`}
        </CardLinkButton>
      )}
    </div>
  );
}

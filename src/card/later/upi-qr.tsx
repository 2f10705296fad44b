import { t } from '@lingui/core/macro';
import { QRCodeSVG } from 'qrcode.react';
import { useCardI18n } from '@/card/profile-card/card-theme-context';

/** QR size of spec §9, in CSS pixels. */
export const qrSize = 170;

/**
 * The payment QR code (loaded on demand with the UPI dialog). Black on white with a quiet
 * zone, so any UPI app (and zbarimg in the tests) reads it in either card theme.
 */
export function UpiQr({ uri }: { uri: string }) {
  const i18n = useCardI18n();
  return (
    <QRCodeSVG
      value={uri}
      size={qrSize}
      level="M"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={t(i18n)`UPI payment QR code`}
    />
  );
}

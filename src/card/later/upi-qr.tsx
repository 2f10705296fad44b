import { t } from '@lingui/core/macro';
import { QRCodeSVG } from 'qrcode.react';

/** QR size of spec §9, in CSS pixels. */
export const qrSize = 170;

/**
 * The payment QR code (loaded on demand with the UPI dialog). Black on white with a quiet
 * zone, so any UPI app (and zbarimg in the tests) reads it in either card theme.
 */
export function UpiQr({ uri }: { uri: string }) {
  return (
    <QRCodeSVG
      value={uri}
      size={qrSize}
      level="M"
      marginSize={2}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={t`UPI payment QR code`}
    />
  );
}

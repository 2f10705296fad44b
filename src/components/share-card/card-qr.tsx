import { i18n as pageI18n, type I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import { cardUrl, type LinkSource } from '@/lib/card-url';

/**
 * The print-ready QR code of a card: its public URL, error correction level Q (survives
 * about 25% damage, ISO/IEC 18004) and the 4-module quiet zone the standard asks for, with
 * the card number printed under it. `size` is the code's width in CSS pixels. No Mantine:
 * the public card shows it too (its byte budget, ADR 0005).
 */
export function CardQr({
  id,
  source,
  size = 160,
  svgRef,
  i18n = pageI18n,
}: {
  id: string;
  /** Where the code is used: `qr` printed, `share` on a screen (card-url.ts). */
  source: LinkSource;
  size?: number;
  svgRef?: Ref<SVGSVGElement>;
  /** The Lingui instance of its title: the page's, or the card's (`useCardI18n`) on a card. */
  i18n?: I18n;
}) {
  return (
    <figure
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 4,
        margin: 0,
        padding: 8,
        borderRadius: 8,
        backgroundColor: '#ffffff',
      }}
    >
      <QRCodeSVG
        ref={svgRef}
        value={cardUrl(id, source)}
        size={size}
        level="Q"
        marginSize={4}
        bgColor="#FFFFFF"
        fgColor="#000000"
        title={t(i18n)`QR code for card ${id}`}
      />
      <figcaption
        style={{
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          color: '#000000',
          overflowWrap: 'anywhere',
        }}
      >
        {id}
      </figcaption>
    </figure>
  );
}

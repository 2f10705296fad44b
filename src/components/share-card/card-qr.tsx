import { Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import type { Ref } from 'react';
import { cardUrl } from './card-url';

/**
 * The print-ready QR code of a card: its public URL, error correction level Q (survives
 * about 25% damage, ISO/IEC 18004) and the 4-module quiet zone the standard asks for, with
 * the card number printed under it. `size` is the code's width in CSS pixels.
 */
export function CardQr({
  id,
  size = 160,
  svgRef,
}: {
  id: string;
  size?: number;
  svgRef?: Ref<SVGSVGElement>;
}) {
  return (
    <Stack component="figure" gap={4} align="center" m={0}>
      <QRCodeSVG
        ref={svgRef}
        value={cardUrl(id)}
        size={size}
        level="Q"
        marginSize={4}
        bgColor="#FFFFFF"
        fgColor="#000000"
        title={`QR code for card ${id}`}
      />
      <Text
        component="figcaption"
        ff="monospace"
        size="sm"
        c="black"
        style={{ overflowWrap: 'anywhere' }}
      >
        {id}
      </Text>
    </Stack>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useMemo, useRef } from 'react';
import { intlLocale } from '@/lib/intl-locale';
import { printableQrSvg, svgToPng } from '@/lib/qr/qr-files';
import { toast } from '@/lib/toast';
import type { KitCard } from './kit-card';
import { downloadBlob } from '@/lib/download';
import { kitFileName } from './kit-files';
import { chooseOfflineContact } from './offline-contact';

/** The caption under the downloaded code: the name, short enough to stay legible. */
const caption = (name: string) => {
  const chars = Array.from(name.replace(/\s+/g, ' ').trim());
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : chars.join('');
};

/**
 * The share kit's offline QR code: the contact itself, so a phone camera saves it with
 * no network on either side. Says what was left out to fit; downloads as PNG and SVG.
 * Level M (ISO/IEC 18004, about 15% recovery), raised by qrcode.react when it costs no size.
 */
export function OfflineQrPanel({ card, cardUrl }: { card: KitCard; cardUrl: string }) {
  const { t, i18n } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const content = useMemo(() => chooseOfflineContact(card, cardUrl), [card, cardUrl]);
  const name = card.general.name;
  // A list in the reader's language's separators (Intl.ListFormat, "unit": no "and").
  const leftOut = new Intl.ListFormat(intlLocale(i18n.locale), {
    type: 'unit',
    style: 'short',
  }).format(content.dropped.map((part) => i18n._(part)));

  if (content.format === 'none')
    return (
      <Alert color="yellow" title={t`No offline QR code for this card`}>
        <Trans>
          This card holds more than a QR code can carry. Use the card link or its QR code instead.
        </Trans>
      </Alert>
    );

  const svgText = () => {
    if (!svgRef.current) throw new Error('QR code is not rendered');
    // What the kit makes for other people stays English (docs/share-kit.md).
    // eslint-disable-next-line lingui/no-unlocalized-strings
    return printableQrSvg(svgRef.current, caption(name) || 'Contact');
  };
  const downloadSvg = () =>
    downloadBlob(
      new Blob([svgText()], { type: 'image/svg+xml' }),
      kitFileName(name, 'contact-qr.svg'),
    );
  const downloadPng = async () => {
    try {
      downloadBlob(await svgToPng(svgText(), 2), kitFileName(name, 'contact-qr.png'));
    } catch {
      toast.error(t`Could not create the PNG file.`);
    }
  };

  return (
    <Stack gap="sm" align="center">
      <Text size="sm">
        <Trans>
          This code holds your contact itself: a phone camera saves it with no network on either
          side.
        </Trans>
      </Text>
      <div style={{ background: '#ffffff', padding: 8, borderRadius: 8, lineHeight: 0 }}>
        <QRCodeSVG
          ref={svgRef}
          value={content.text}
          level="M"
          marginSize={4}
          size={280}
          title={t`Offline contact QR code for ${name}`}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      </div>
      {content.dropped.length > 0 && (
        <Text size="sm" c="dimmed">
          {t`Left out to fit: ${leftOut}.`}
        </Text>
      )}
      {content.dense && (
        <Text size="sm" c="dimmed">
          <Trans>A dense code: hold the camera close.</Trans>
        </Text>
      )}
      <Group justify="center" gap="xs">
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadPng()}
        >
          <Trans>Download offline QR (PNG)</Trans>
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadSvg}
        >
          <Trans>Download offline QR (SVG)</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

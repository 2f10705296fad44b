import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import type { KitCard } from './kit-card';
import { downloadBlob } from '@/lib/download';
import { kitFileName } from './kit-files';
import {
  drawKitImage,
  kitImagePng,
  kitImages,
  loadLogo,
  qrShapeOf,
  type KitImageInput,
  type KitImageKind,
} from './kit-images';

const labels: Record<
  KitImageKind,
  { preview: MessageDescriptor; download: MessageDescriptor; file: string }
> = {
  background: {
    preview: msg`Virtual background preview`,
    download: msg`Download virtual background`,
    file: 'background.png',
  },
  wallpaper: {
    preview: msg`Phone wallpaper preview`,
    download: msg`Download phone wallpaper`,
    file: 'wallpaper.png',
  },
};

/** A scaled-down drawing of the image, `width` CSS pixels wide, drawn by the same code. */
function KitImagePreview({
  kind,
  input,
  width,
}: {
  kind: KitImageKind;
  input: KitImageInput | undefined;
  width: number | string;
}) {
  const { t } = useLingui();
  const ref = useRef<HTMLCanvasElement>(null);
  const scale = 0.25;
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (!ctx || !input) return;
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    try {
      drawKitImage(ctx, kind, input);
    } catch {
      // No preview (a browser without Path2D or roundRect); the download says what failed.
    }
  }, [kind, input]);
  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={t(labels[kind].preview)}
      width={Math.round(kitImages[kind].width * scale)}
      height={Math.round(kitImages[kind].height * scale)}
      style={{
        width,
        height: 'auto',
        display: 'block',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    />
  );
}

/**
 * The share kit's virtual background (1920×1080) and phone wallpaper (1170×2532):
 * previews and downloads, drawn in the browser from the card and the QR code of its canonical
 * URL (level Q, ISO/IEC 18004: about 25% of the code may be hidden or blurred and it still reads).
 */
export function BackgroundsPanel({ card, cardUrl }: { card: KitCard; cardUrl: string }) {
  const { t } = useLingui();
  const qrRef = useRef<SVGSVGElement>(null);
  const [input, setInput] = useState<KitImageInput>();
  useEffect(() => {
    let live = true;
    void loadLogo(card.general.logo).then((logo) => {
      try {
        if (live && qrRef.current) setInput({ card, qr: qrShapeOf(qrRef.current), logo });
      } catch {
        // Not a QR code SVG: the buttons stay disabled, the rest of the dialog works.
      }
    });
    return () => {
      live = false;
    };
  }, [card, cardUrl]);

  const download = async (kind: KitImageKind) => {
    try {
      if (!input) throw new Error('Not ready');
      downloadBlob(
        await kitImagePng(kind, input),
        kitFileName(card.general.name, labels[kind].file),
      );
    } catch {
      toast.error(t`Could not create the image.`);
    }
  };
  const button = (kind: KitImageKind) => (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={!input}
      onClick={() => void download(kind)}
    >
      {t(labels[kind].download)}
    </Button>
  );

  return (
    <Stack gap="md">
      <div hidden>
        <QRCodeSVG ref={qrRef} value={cardUrl} level="Q" marginSize={4} />
      </div>
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            For video calls: your card with a QR code at the top right, where your own video does
            not cover it.
          </Trans>
        </Text>
        <KitImagePreview kind="background" input={input} width="100%" />
        <Group>{button('background')}</Group>
      </Stack>
      <Group align="flex-start" gap="md">
        <KitImagePreview kind="wallpaper" input={input} width={96} />
        <Stack gap="xs" align="flex-start" style={{ flex: '1 1 220px' }}>
          <Text size="sm">
            <Trans>
              For your lock screen: people scan your card from your phone, even with no signal.
            </Trans>
          </Text>
          {button('wallpaper')}
        </Stack>
      </Group>
    </Stack>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Loader, Modal, Stack, Tabs, TextInput } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDownload, IconNfc, IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { copyText } from '@/lib/copy-text';
import { downloadBlob } from '@/lib/download';
import { printableQrSvg, svgToPng } from '@/lib/qr/qr-files';
import { toast } from '@/lib/toast';
import { canWebShare, webShare } from './browser-share';
import { canWriteNfc, writeNfcUrl } from './nfc-write';
import { CardQr } from './card-qr';
import { cardUrl } from '@/lib/card-url';
import type { ShareKitTool } from './share-kit/share-kit';

/** The share kit loads when the dialog opens: not in the lists' or card's bundle. */
const loadShareKit = () => import('./share-kit/share-kit');
const ShareKit = lazy(() => loadShareKit().then((m) => ({ default: m.ShareKit })));

const kitTabs: { value: ShareKitTool; label: MessageDescriptor }[] = [
  { value: 'signature', label: msg`E-mail signature` },
  { value: 'backgrounds', label: msg`Backgrounds` },
  { value: 'offline', label: msg`Offline QR` },
];

type ShareCardDialogProps = {
  /** The card number. */
  id: string;
  /** The card's name, used as the share title. */
  name: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * The dialog of the 'Share' button (share-card-button.tsx), loaded when first wanted. It opens
 * one render after it mounts: Mantine notes where focus was when a mounted dialog opens, and
 * gives it back there (the Share button) when it closes.
 */
export function ShareCardDialog({ id, name, opened, onClose }: ShareCardDialogProps) {
  const { t } = useLingui();
  const mounted = useMounted();
  return (
    <Modal
      opened={opened && mounted}
      onClose={onClose}
      title={t`Share card ${id}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {opened && <ShareCardPanel id={id} name={name} />}
    </Modal>
  );
}

/** The Share dialog's body: the link tab, then the kit's tabs. */
export function ShareCardPanel({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  useEffect(() => {
    void loadShareKit();
  }, []);
  return (
    <Tabs defaultValue="link" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="link">
          <Trans>Link and QR</Trans>
        </Tabs.Tab>
        {kitTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="link" pt="md">
        <LinkPanel id={id} name={name} />
      </Tabs.Panel>
      {kitTabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label={t`Loading`}>
                <Loader />
              </Center>
            }
          >
            <ShareKit id={id} tool={tab.value} />
          </Suspense>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The card's link: its QR code, URL, copy, downloads, Web Share and NFC. */
function LinkPanel({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const svgRef = useRef<SVGSVGElement>(null);
  const url = cardUrl(id, 'share');

  const svgText = () => {
    if (!svgRef.current) throw new Error('QR code is not rendered');
    return printableQrSvg(svgRef.current, id);
  };
  const downloadSvg = () =>
    downloadBlob(new Blob([svgText()], { type: 'image/svg+xml' }), `card-${id}.svg`);
  const downloadPng = async () => {
    try {
      downloadBlob(await svgToPng(svgText(), 3), `card-${id}.png`);
    } catch {
      toast.error(t`Could not create the PNG file.`);
    }
  };

  return (
    <Stack align="center">
      <CardQr id={id} source="share" size={200} svgRef={svgRef} />
      <TextInput
        label={t`Card URL`}
        value={url}
        readOnly
        w="100%"
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="center" gap="xs">
        <Button
          variant="light"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={() => void copyText(url)}
        >
          <Trans>Copy URL</Trans>
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadSvg}
        >
          <Trans>Download QR (SVG)</Trans>
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadPng()}
        >
          <Trans>Download QR (PNG)</Trans>
        </Button>
        {canWebShare() && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void webShare({ title: name, url })}
          >
            <Trans>Share via…</Trans>
          </Button>
        )}
        {canWriteNfc() && (
          <Button
            variant="light"
            leftSection={<IconNfc size={16} aria-hidden />}
            onClick={() => void writeNfcUrl(cardUrl(id, 'nfc'))}
          >
            <Trans>Write to NFC tag</Trans>
          </Button>
        )}
      </Group>
    </Stack>
  );
}

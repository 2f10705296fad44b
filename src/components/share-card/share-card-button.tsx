import { Button, Center, Group, Loader, Modal, Stack, Tabs, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconNfc, IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { copyText } from '@/lib/copy-text';
import { downloadBlob } from '@/lib/download';
import { printableQrSvg, svgToPng } from '@/lib/qr/qr-files';
import { toast } from '@/lib/toast';
import { canWebShare, canWriteNfc, webShare, writeNfcUrl } from './browser-share';
import { CardQr } from './card-qr';
import { cardUrl } from './card-url';
import { ShareButton } from './share-button';
import type { ShareKitTool } from './share-kit/share-kit';

/** The share kit (issue #19) loads when the dialog opens: not in the lists' or card's bundle. */
const loadShareKit = () => import('./share-kit/share-kit');
const ShareKit = lazy(() => loadShareKit().then((m) => ({ default: m.ShareKit })));

const kitTabs: { value: ShareKitTool; label: string }[] = [
  { value: 'signature', label: 'E-mail signature' },
  { value: 'backgrounds', label: 'Backgrounds' },
  { value: 'offline', label: 'Offline QR' },
];

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
 * and wallpaper, offline QR (issue #19).
 */
export function ShareCardButton({ id, name, size = 'sm' }: ShareCardButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <ShareButton size={size} onClick={open} />
      <ShareCardDialog id={id} name={name} opened={opened} onClose={close} />
    </>
  );
}

/**
 * The Share dialog of card `id` (see {@link ShareCardButton}); its body mounts while open. The card
 * lists open one of these for all their cards, loaded after the list shows (it is not in the
 * lists' first bundle).
 */
export function ShareCardDialog({
  id,
  name,
  opened,
  onClose,
}: {
  id: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Share card ${id}`}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ShareCardPanel id={id} name={name} />}
    </Modal>
  );
}

/** The dialog's body (also used on its own by stories): the link tab, then the kit's tabs. */
export function ShareCardPanel({ id, name }: { id: string; name: string }) {
  useEffect(() => {
    void loadShareKit();
  }, []);
  return (
    <Tabs defaultValue="link" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="link">Link and QR</Tabs.Tab>
        {kitTabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
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
              <Center py="xl" role="status" aria-label="Loading">
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
  const svgRef = useRef<SVGSVGElement>(null);
  const url = cardUrl(id);

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
      toast.error('Could not create the PNG file.');
    }
  };

  return (
    <Stack align="center">
      <CardQr id={id} size={200} svgRef={svgRef} />
      <TextInput
        label="Card URL"
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
          Copy URL
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadSvg}
        >
          Download QR (SVG)
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void downloadPng()}
        >
          Download QR (PNG)
        </Button>
        {canWebShare() && (
          <Button
            variant="light"
            leftSection={<IconShare size={16} aria-hidden />}
            onClick={() => void webShare({ title: name, url })}
          >
            Share via…
          </Button>
        )}
        {canWriteNfc() && (
          <Button
            variant="light"
            leftSection={<IconNfc size={16} aria-hidden />}
            onClick={() => void writeNfcUrl(url)}
          >
            Write to NFC tag
          </Button>
        )}
      </Group>
    </Stack>
  );
}

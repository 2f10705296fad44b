import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Center, Loader } from '@mantine/core';
import { ErrorBoundary } from '@/components/error-boundary';
import { cardUrl, type LinkSource } from '@/lib/card-url';
import { BackgroundsPanel } from './backgrounds-panel';
import type { KitCard } from './kit-card';
import { useKitCard } from './kit-card';
import { OfflineQrPanel } from './offline-qr-panel';
import { SignaturePanel } from './signature-panel';

/** The share kit's tools (docs/share-kit.md), one per tab of the dashboard's Share dialog. */
export type ShareKitTool = 'signature' | 'backgrounds' | 'offline';

const tools: Record<ShareKitTool, (props: { card: KitCard; cardUrl: string }) => React.ReactNode> =
  {
    signature: SignaturePanel,
    backgrounds: BackgroundsPanel,
    offline: OfflineQrPanel,
  };

/**
 * The source each tool's card URL carries (card-url.ts): the signature's link `email`, the
 * backgrounds' QR code `wallpaper`, the offline QR code (a contact saved from the screen) `qr`.
 */
const toolSources: Record<ShareKitTool, LinkSource> = {
  signature: 'email',
  backgrounds: 'wallpaper',
  offline: 'qr',
};

/**
 * One tool for a card already at hand (stories). A tool that fails on odd data shows a
 * message in its own tab; the dialog and the other tools keep working.
 */
export function KitTool({ tool, card }: { tool: ShareKitTool; card: KitCard }) {
  const { t } = useLingui();
  const Tool = tools[tool];
  return (
    <ErrorBoundary
      resetKey={card}
      fallback={
        <Alert color="yellow" title={t`This tool cannot be shown for this card`}>
          <Trans>The link and the other tools still work.</Trans>
        </Alert>
      }
    >
      <Tool card={card} cardUrl={cardUrl(card._id, toolSources[tool])} />
    </ErrorBoundary>
  );
}

/**
 * One tool of the share kit for card `id`, loaded with the card. Loaded on demand (a dynamic
 * import from the Share dialog), so neither the public card nor the lists carry its code.
 * A card that cannot be loaded disables only the kit's tabs, never the dialog.
 */
export function ShareKit({ id, tool }: { id: string; tool: ShareKitTool }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useKitCard(id);
  if (isPending)
    return (
      <Center py="xl" role="status" aria-label={t`Loading the card`}>
        <Loader />
      </Center>
    );
  if (isError || !data)
    return (
      <Alert color="red" title={t`Could not load the card`}>
        <Trans>Close the dialog and try again.</Trans>
      </Alert>
    );
  return <KitTool tool={tool} card={data.data.profile} />;
}

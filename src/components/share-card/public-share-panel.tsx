import { t } from '@lingui/core/macro';
import { IconDownload, IconLink } from '@tabler/icons-react';
import { useRef } from 'react';
import { CardActionButton } from '@/card/profile-card/card-buttons';
import { copyText } from '@/lib/copy-text';
import { downloadBlob } from '@/lib/download';
import { printableQrSvg, svgToPng } from '@/lib/qr/qr-files';
import { toast } from '@/lib/toast';
import { CardQr } from './card-qr';
import { cardUrl } from '@/lib/card-url';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import classes from './public-share-panel.module.css';

/**
 * The body of the public card's Share dialog (ADR 0005), loaded on demand: the QR code of the
 * card's canonical URL (`/profile/{id}`, never `count=false`, so a scan counts a tap), the
 * link with 'Copy link', and 'Download QR' (PNG, the format phones open).
 */
export function PublicSharePanel({ id }: { id: string }) {
  const i18n = useCardI18n();
  const svgRef = useRef<SVGSVGElement>(null);
  const url = cardUrl(id, 'share');
  const downloadPng = async () => {
    try {
      if (!svgRef.current) throw new Error('QR code is not rendered');
      downloadBlob(await svgToPng(printableQrSvg(svgRef.current, id), 3), `card-${id}.png`);
    } catch {
      toast.error(t`Could not create the PNG file.`);
    }
  };
  return (
    <>
      <div className={classes.qr}>
        <CardQr id={id} source="share" size={200} svgRef={svgRef} i18n={i18n} />
      </div>
      <label className={classes.field}>
        <span>{t(i18n)`Card link`}</span>
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className={classes.row}>
        <CardActionButton
          icon={<IconLink size={20} aria-hidden />}
          onClick={() => void copyText(url)}
          variant="compact"
        >
          {t(i18n)`Copy link`}
        </CardActionButton>
        <CardActionButton
          icon={<IconDownload size={20} aria-hidden />}
          onClick={() => void downloadPng()}
          variant="compact"
        >
          {t(i18n)`Download QR`}
        </CardActionButton>
      </div>
    </>
  );
}

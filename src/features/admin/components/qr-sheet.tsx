import { useLingui } from '@lingui/react/macro';
import { CardQr } from '@/components/share-card/card-qr';
import classes from './qr-sheet.module.css';

/**
 * The printable sheet: one print-ready QR code per new card with its number under it. Print
 * CSS hides the rest of the page and keeps each code whole on one page.
 */
export function QrSheet({ ids }: { ids: string[] }) {
  const { t } = useLingui();
  return (
    <section className={classes.sheet} aria-label={t`QR codes to print`}>
      {ids.map((id) => (
        <div key={id} className={classes.item}>
          <CardQr id={id} source="qr" size={140} />
        </div>
      ))}
    </section>
  );
}

import { t } from '@lingui/core/macro';
import { IconCopy } from '@tabler/icons-react';
import { CardActionButton, CardLinkButton } from './card-buttons';
import { CardDialog } from './card-dialog';
import { useCardDialog } from './card-dialogs';
import { safeUrl } from '@/lib/vcard/card-fields';
import { addressComma, addressLines } from './address';
import { filledDocuments, type CardProfile } from './card-data';
import { cardIcons } from './card-icons';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import { copyText } from '@/lib/copy-text';
import classes from './profile-card.module.css';

/**
 * Location tab (spec §2): a 'Google Maps' link and an 'Address' dialog with a copy button; the
 * 'Address' button shows the address itself under its label.
 */
export function LocationTab({ profile }: { profile: CardProfile }) {
  const i18n = useCardI18n();
  const maps = safeUrl(profile.location.googleMapsUrl);
  const lines = addressLines(profile.location.address);
  const comma = addressComma(lines.join(''));
  const dialog = useCardDialog('Address');
  return (
    <div className={classes.actions}>
      {maps && (
        <CardLinkButton href={maps} icon={cardIcons.location} cardEvent="maps">
          {t(i18n)`Google Maps`}
        </CardLinkButton>
      )}
      {lines.length > 0 && (
        <>
          <CardActionButton
            icon={cardIcons.address}
            onClick={dialog.open}
            cardEvent="address"
            detail={lines.join(comma)}
          >
            {t(i18n)`Address`}
          </CardActionButton>
          <CardDialog dialogKey="Address" title={t(i18n)`Address`}>
            <address className={classes.address}>
              {lines.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
            <CardActionButton
              icon={<IconCopy size={20} aria-hidden />}
              onClick={() => void copyText(lines.join(comma))}
              variant="primary"
            >
              {t(i18n)`Copy Address`}
            </CardActionButton>
          </CardDialog>
        </>
      )}
    </div>
  );
}

/** Documents tab (spec §2): one link per document that has both a name and an http(s) URL. */
export function DocumentsTab({ profile }: { profile: CardProfile }) {
  return (
    <div className={classes.actions}>
      {filledDocuments(profile.documents).map((doc, i) => (
        <CardLinkButton key={i} href={doc.url} icon={cardIcons.documents} cardEvent="document">
          {/* The owner's words, in their own direction (an English name on an Urdu card). */}
          <span dir="auto">{doc.name}</span>
        </CardLinkButton>
      ))}
    </div>
  );
}

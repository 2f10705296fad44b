import { t } from '@lingui/core/macro';
import { copyText } from '@/lib/copy-text';
import type { InAppBrowser } from '@/lib/in-app-browser';
import { cardUrl } from '@/lib/card-url';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import { CardActionButton } from '../profile-card/card-buttons';
import { cardIcons } from '../profile-card/card-icons';
import { MailContactOffer } from '@/capabilities/contact-exchange/card/mail-contact-offer';
import classes from './open-in-browser.module.css';

/**
 * The guidance of Save Contact in an in-app browser (loaded with the tap): the app's steps to
 * open the card in the phone's browser, Copy link, contact exchange's "E-mail me this contact"
 * (where the server has it), and the download anyway.
 */
export function OpenInBrowser({
  app,
  id,
  onDownload,
}: {
  app: InAppBrowser;
  id: string;
  onDownload: () => void;
}) {
  const i18n = useCardI18n();
  const appName = app.name;
  return (
    <>
      <p className={classes.guidance}>
        {t(
          i18n,
        )`${appName} opens links in its own browser, which may not save the contact. Open this card in your phone's browser:`}
      </p>
      <ol className={classes.guidance}>
        {app.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <CardActionButton icon={cardIcons.documents} onClick={() => void copyText(cardUrl(id))}>
        {t(i18n)`Copy link`}
      </CardActionButton>
      <MailContactOffer />
      <CardActionButton icon={cardIcons.download} onClick={onDownload}>
        {t(i18n)`Try the download here`}
      </CardActionButton>
    </>
  );
}

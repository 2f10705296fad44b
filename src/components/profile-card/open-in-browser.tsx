import { copyText } from '@/lib/copy-text';
import type { InAppBrowser } from '@/lib/in-app-browser';
import { cardUrl } from '@/lib/card-url';
import { CardActionButton } from './card-buttons';
import { useCardDialog } from './card-dialogs';
import { cardIcons } from './card-icons';
import classes from './card-exchange.module.css';

/**
 * The guidance of Save Contact in an in-app browser (loaded with the tap): the app's steps to
 * open the card in the phone's browser, Copy link, "E-mail me this contact" where the server
 * has it (`mail`), and the download anyway.
 */
export function OpenInBrowser({
  app,
  id,
  mail,
  onDownload,
}: {
  app: InAppBrowser;
  id: string;
  mail: boolean;
  onDownload: () => void;
}) {
  const mailDialog = useCardDialog('MailContact');
  return (
    <>
      <p className={classes.guidance}>
        {app.name} opens links in its own browser, which may not save the contact. Open this card in
        your phone&apos;s browser:
      </p>
      <ol className={classes.guidance}>
        {app.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <CardActionButton icon={cardIcons.documents} onClick={() => void copyText(cardUrl(id))}>
        Copy link
      </CardActionButton>
      {mail && (
        <CardActionButton icon={cardIcons.email} onClick={mailDialog.open}>
          E-mail me this contact
        </CardActionButton>
      )}
      <CardActionButton icon={cardIcons.download} onClick={onDownload}>
        Try the download here
      </CardActionButton>
    </>
  );
}

import { useCapability } from '@/capabilities/capabilities';
import { CardActionButton } from '@/card/profile-card/card-buttons';
import { useCardDialog } from '@/card/profile-card/card-dialogs';
import { cardIcons } from '@/card/profile-card/card-icons';

/**
 * "E-mail me this contact" as a way out of an in-app browser that blocks downloads (Save
 * Contact's guidance): opens the card's mail dialog (card-exchange.tsx). Nothing on a server
 * without contact exchange.
 */
export function MailContactOffer() {
  const on = useCapability('contactExchange');
  const mail = useCardDialog('MailContact');
  if (!on) return null;
  return (
    <CardActionButton icon={cardIcons.email} onClick={mail.open}>
      E-mail me this contact
    </CardActionButton>
  );
}

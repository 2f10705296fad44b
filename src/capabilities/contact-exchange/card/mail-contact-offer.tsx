import { t } from '@lingui/core/macro';
import { useCapability } from '@/capabilities/capabilities';
import { CardActionButton, type CardButtonVariant } from '@/card/profile-card/card-buttons';
import { useCardDialog } from '@/card/profile-card/card-dialogs';
import { cardIcons } from '@/card/profile-card/card-icons';
import { useCardI18n } from '@/card/profile-card/card-theme-context';

/**
 * "E-mail me this contact": a labelled icon in the hero's icon row (`variant="icon"`), and a
 * way out of an in-app browser that blocks downloads (Save Contact's guidance). Opens the
 * card's mail dialog (card-exchange.tsx). Nothing on a server without contact exchange.
 */
export function MailContactOffer({ variant = 'secondary' }: { variant?: CardButtonVariant }) {
  const on = useCapability('contactExchange');
  const mail = useCardDialog('MailContact');
  const i18n = useCardI18n();
  if (!on) return null;
  return (
    <CardActionButton icon={cardIcons.email} onClick={mail.open} variant={variant}>
      {t(i18n)`E-mail me this contact`}
    </CardActionButton>
  );
}

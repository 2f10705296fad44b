import { Trans, useLingui } from '@lingui/react/macro';
import { Modal, Stack, Text } from '@mantine/core';
import type { Schemas } from '@/api/client';
import { formatDate } from '@/lib/format-date';
import { usePhoneFormat } from '@/lib/format-phone';
import { ContactActions } from './contact-actions';
import { consentOf, contactPhone } from './contact-files';
import { ConfirmDialog } from '@/components/confirm-dialog';

type ExchangeContact = Schemas['ExchangeContact'];

/** One detail of a contact (a term and its value). */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {term}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * The marketing consent as the owner must read it ({@link consentOf}): a ticked box is the
 * visitor's word for an address that may be someone else's, so it says what to do first.
 */
function MarketingConsent({ contact }: { contact: ExchangeContact }) {
  const { i18n } = useLingui();
  const consent = consentOf(contact);
  if (consent === 'No') return <Trans>No</Trans>;
  if (consent === 'Confirmed') {
    const at = formatDate(contact.marketingConsentConfirmedAt ?? '', {
      withTime: true,
      language: i18n.locale,
    });
    return <Trans>Confirmed ({at})</Trans>;
  }
  return (
    <Trans>
      Unconfirmed: the visitor ticked the box, but nothing shows the address is theirs. Confirm it
      (your mailing tool&apos;s double opt-in) before you send news or offers.
    </Trans>
  );
}

/**
 * A contact's details: Call, WhatsApp and E-mail, what the visitor gave, the card, when, from where, the marketing consent
 * (unconfirmed until the person confirms the address) and the notice (its version and text)
 * they were shown (GDPR Art. 7(1): the owner can show what was agreed to).
 */
export function ContactDetails({
  contact,
  onClose,
}: {
  contact: ExchangeContact | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const formatPhone = usePhoneFormat();
  // The notice's version is the server's token (contract `noticeVersion`): a date when it is
  // one (the mock's: when the notice changed), shown in the person's language; another token
  // (`default`, `v1`) means nothing to a person, and the notice's text below is what counts.
  const version = contact?.noticeVersion ?? '';
  const changed = /^\d{4}-\d{2}-\d{2}T/.test(version) && !Number.isNaN(Date.parse(version));
  const date = changed ? formatDate(version, { language: i18n.locale }) : '';
  const noticeTerm = changed ? t`Notice shown (version of ${date})` : t`Notice shown`;
  return (
    <Modal
      opened={contact !== undefined}
      onClose={onClose}
      title={contact?.name ?? ''}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {contact && (
        <Stack gap="md">
          <ContactActions contact={contact} />
          <Stack component="dl" gap="xs" m={0}>
            {contact.email && <Detail term={t`Email`}>{contact.email}</Detail>}
            {contact.phone && <Detail term={t`Phone`}>{formatPhone(contactPhone(contact))}</Detail>}
            {contact.company && <Detail term={t`Company`}>{contact.company}</Detail>}
            {contact.jobTitle && <Detail term={t`Job title`}>{contact.jobTitle}</Detail>}
            {contact.note && <Detail term={t`Note`}>{contact.note}</Detail>}
            <Detail term={t`Card`}>{contact.cardName}</Detail>
            <Detail term={t`Received`}>
              {formatDate(contact.receivedAt, { withTime: true, language: i18n.locale })}
            </Detail>
            <Detail term={t`Left from`}>
              {contact.source === 'saveContact' ? t`After Save Contact` : t`The card page`}
            </Detail>
            <Detail term={t`Marketing consent`}>
              <MarketingConsent contact={contact} />
            </Detail>
            <Detail term={noticeTerm}>{contact.notice}</Detail>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

/** 'Delete this contact?': the contact is gone for good once confirmed. */
export function DeleteContactDialog({
  contact,
  deleting,
  onCancel,
  onConfirm,
}: {
  contact: ExchangeContact | undefined;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  const name = contact?.name;
  return (
    <ConfirmDialog
      opened={contact !== undefined}
      title={t`Delete this contact?`}
      keepLabel={t`Keep it`}
      confirmLabel={t`Delete`}
      onKeep={onCancel}
      onConfirm={onConfirm}
      confirming={deleting}
    >
      <Trans>{name}&apos;s contact is deleted for good. You cannot undo this.</Trans>
    </ConfirmDialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowForwardUp } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { Schemas } from '@/api/client';
import { safeUrl } from '@/lib/vcard/card-fields';
import { useCardSectionForm } from '../../lib/use-section-form';
import { metaForm } from '../../schemas';
import { SectionForm } from '../section-form';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Where a redirect card sends its visitors; a link only when it is http(s) (docs/security.md). */
function RedirectTarget({ url }: { url: string }) {
  const { t } = useLingui();
  const safe = safeUrl(url);
  return (
    <Alert
      color="violet"
      variant="light"
      title={t`Redirect card`}
      icon={<IconArrowForwardUp size={18} aria-hidden />}
    >
      <Text size="sm">
        <Trans>Visitors of this card are sent to</Trans>
      </Text>
      {safe ? (
        <Anchor
          href={safe}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          c="dark.9"
          underline="always"
          style={{ overflowWrap: 'anywhere' }}
        >
          {safe}
        </Anchor>
      ) : (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Text>
      )}
    </Alert>
  );
}

/**
 * Meta (admins only, spec §6): the owner's e-mail (a registered user; empty clears the owner)
 * and whether the card is active (an inactive card's public page is refused). Saving a
 * deactivation asks first and names what visitors will see; a redirect card shows
 * where it sends visitors.
 */
export function MetaSection({ profile }: { profile: Schemas['Profile'] }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const { form, ...section } = useCardSectionForm(profile, metaForm);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const deactivating = profile.meta.isActive && !form.values.isActive;
    if (deactivating && section.dirty && !form.validate().hasErrors) {
      event.preventDefault();
      setConfirming(true);
      return;
    }
    void section.submit(event);
  };
  const confirm = () => {
    setConfirming(false);
    void section.submit();
  };

  return (
    <SectionForm {...section} submit={submit}>
      {profile.meta.redirectUrl !== undefined && <RedirectTarget url={profile.meta.redirectUrl} />}
      <TextInput
        label={t`Owner email`}
        type="email"
        autoComplete="off"
        description={t`Leave empty to remove the owner.`}
        {...form.getInputProps('owner')}
      />
      <Switch label={t`Active`} {...form.getInputProps('isActive', { type: 'checkbox' })} />
      <ConfirmDialog
        opened={confirming}
        title={t`Deactivate this card?`}
        keepLabel={t`Keep active`}
        confirmLabel={t`Deactivate`}
        onKeep={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <Trans>
          Visitors of this card will see &apos;This profile is inactive.&apos; instead of the card
          until it is switched on again.
        </Trans>
      </ConfirmDialog>
    </SectionForm>
  );
}

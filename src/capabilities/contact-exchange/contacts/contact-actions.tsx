import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import type { Schemas } from '@/api/client';
import { mailtoHref, telHref, whatsappHref } from '@/lib/contact-links';
import { contactPhone } from './contact-files';

/**
 * Call, WhatsApp and E-mail for a contact, each only when the visitor gave a phone or an
 * e-mail: links the phone opens in its dialler, WhatsApp or mail app (the card's own link
 * builders, src/lib/contact-links.ts). Named with the person, as a row repeats them.
 */
export function ContactActions({ contact }: { contact: Schemas['ExchangeContact'] }) {
  const { t } = useLingui();
  const phone = contactPhone(contact);
  const name = contact.name;
  const actions = [
    phone && {
      key: 'call',
      label: t`Call`,
      name: t`Call ${name}`,
      href: telHref(phone),
      icon: IconPhone,
    },
    phone && {
      key: 'whatsapp',
      label: 'WhatsApp',
      name: t`WhatsApp ${name}`,
      href: whatsappHref(phone),
      icon: IconBrandWhatsapp,
    },
    contact.email && {
      key: 'email',
      label: t`E-mail`,
      name: t`E-mail ${name}`,
      href: mailtoHref(contact.email),
      icon: IconMail,
    },
  ].filter((action) => !!action);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs">
      {actions.map(({ key, label, name: accessibleName, href, icon: Icon }) => (
        <Button
          key={key}
          component="a"
          href={href}
          {...(key === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          size="xs"
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
          aria-label={accessibleName}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

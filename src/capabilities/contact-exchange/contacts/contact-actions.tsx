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
  const phone = contactPhone(contact);
  const actions = [
    phone && { label: 'Call', href: telHref(phone), icon: IconPhone },
    phone && { label: 'WhatsApp', href: whatsappHref(phone), icon: IconBrandWhatsapp },
    contact.email && { label: 'E-mail', href: mailtoHref(contact.email), icon: IconMail },
  ].filter((action) => !!action);
  if (actions.length === 0) return null;
  return (
    <Group gap="xs">
      {actions.map(({ label, href, icon: Icon }) => (
        <Button
          key={label}
          component="a"
          href={href}
          {...(label === 'WhatsApp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          size="xs"
          variant="light"
          leftSection={<Icon size={16} aria-hidden />}
          aria-label={`${label} ${contact.name}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}

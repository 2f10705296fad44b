import {
  IconAddressBook,
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconCurrencyRupee,
  IconDownload,
  IconFileText,
  IconListSearch,
  IconMail,
  IconMapPin,
  IconPhone,
  IconStar,
  IconWorld,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SocialNetwork } from '@/lib/vcard/card-fields';

const size = 20;

/**
 * Icons of spec §2, one per action; decorative (buttons carry their text labels). Each element
 * is made when read, at render, never while this module loads: in a production build the icons'
 * chunk and the card's import each other, and read at load time an icon could still be
 * undefined (the editor's live preview then failed with React error #130).
 */
export const cardIcons = {
  get download() {
    return <IconDownload size={size} aria-hidden />;
  },
  get phone() {
    return <IconPhone size={size} aria-hidden />;
  },
  get whatsapp() {
    return <IconBrandWhatsapp size={size} aria-hidden />;
  },
  get email() {
    return <IconMail size={size} aria-hidden />;
  },
  get location() {
    return <IconMapPin size={size} aria-hidden />;
  },
  get address() {
    return <IconAddressBook size={size} aria-hidden />;
  },
  get documents() {
    return <IconFileText size={size} aria-hidden />;
  },
  get upi() {
    return <IconCurrencyRupee size={size} aria-hidden />;
  },
  get review() {
    return <IconStar size={size} aria-hidden />;
  },
} as const;

/** One icon per social network, made when read (see {@link cardIcons}). */
export const socialIcons: Record<SocialNetwork, ReactNode> = {
  get website() {
    return <IconWorld size={size} aria-hidden />;
  },
  get instagram() {
    return <IconBrandInstagram size={size} aria-hidden />;
  },
  get youtube() {
    return <IconBrandYoutube size={size} aria-hidden />;
  },
  get facebook() {
    return <IconBrandFacebook size={size} aria-hidden />;
  },
  get x() {
    return <IconBrandX size={size} aria-hidden />;
  },
  get justdial() {
    return <IconListSearch size={size} aria-hidden />;
  },
  get linkedin() {
    return <IconBrandLinkedin size={size} aria-hidden />;
  },
};

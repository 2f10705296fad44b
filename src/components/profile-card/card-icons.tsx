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

/** Icons of spec §2, one per action; decorative (buttons carry their text labels). */
const size = 20;
export const cardIcons = {
  download: <IconDownload size={size} aria-hidden />,
  phone: <IconPhone size={size} aria-hidden />,
  whatsapp: <IconBrandWhatsapp size={size} aria-hidden />,
  email: <IconMail size={size} aria-hidden />,
  location: <IconMapPin size={size} aria-hidden />,
  address: <IconAddressBook size={size} aria-hidden />,
  documents: <IconFileText size={size} aria-hidden />,
  upi: <IconCurrencyRupee size={size} aria-hidden />,
  review: <IconStar size={size} aria-hidden />,
} as const;

export const socialIcons: Record<SocialNetwork, ReactNode> = {
  website: <IconWorld size={size} aria-hidden />,
  instagram: <IconBrandInstagram size={size} aria-hidden />,
  youtube: <IconBrandYoutube size={size} aria-hidden />,
  facebook: <IconBrandFacebook size={size} aria-hidden />,
  x: <IconBrandX size={size} aria-hidden />,
  justdial: <IconListSearch size={size} aria-hidden />,
  linkedin: <IconBrandLinkedin size={size} aria-hidden />,
};

import { contactFileName } from '@/lib/vcard/contact-file';

/** Longest file-name base in characters: file systems allow 255 bytes, and the suffix follows. */
const maxBaseLength = 80;

/**
 * A download's name from the card's name: the contact file's rule (spec §3, spaces as
 * underscores, `contact` when empty, `contactFileName`) cut to 80 characters, then `-{suffix}`:
 * `kitFileName('Owen Owner', 'background.png')` is `Owen_Owner-background.png`.
 */
export function kitFileName(cardName: string, suffix: string): string {
  const base = Array.from(contactFileName(cardName).replace(/\.vcf$/, ''))
    .slice(0, maxBaseLength)
    .join('')
    .replace(/_+$/, '');
  return `${base || 'contact'}-${suffix}`;
}

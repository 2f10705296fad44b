import { downloadBlob } from '@/lib/download';
import { toast } from '@/lib/toast';
import { contactFileName } from '@/lib/vcard/contact-file';
import { copiedMessage, copyFailedMessage } from '../browser-share';

/**
 * The only place the share kit touches the shared download and clipboard helpers, so merging
 * those helpers into one each changes one line here.
 */

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

/** Saves `blob` as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string) {
  downloadBlob(blob, fileName);
}

/**
 * Puts `html` and its plain-text twin on the clipboard as one item (`text/html` and
 * `text/plain`, the Async Clipboard API's `ClipboardItem`), so a rich editor pastes the
 * formatted version and a plain one the text. Shows the copy toasts of spec §2 either way and
 * resolves to whether it worked; a missing API or a refused permission is `false`, never thrown.
 */
export async function copyRich({ html, text }: { html: string; text: string }): Promise<boolean> {
  try {
    if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined')
      throw new Error('Clipboard API unavailable');
    await navigator.clipboard.write([
      new ClipboardItem({
        'text/html': new Blob([html], { type: 'text/html' }),
        'text/plain': new Blob([text], { type: 'text/plain' }),
      }),
    ]);
    toast.success(copiedMessage);
    return true;
  } catch {
    toast.error(copyFailedMessage);
    return false;
  }
}

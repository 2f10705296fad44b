import { t } from '@lingui/core/macro';
import { toast } from './toast';

/**
 * Copies to the clipboard and says how it went with the toasts of spec §2: 'Copied to
 * Clipboard !' or 'Cannot Copy to Clipboard !' (also when the API is missing, e.g. on an
 * insecure origin, or the permission is refused). `content` is plain text, or `{ html, text }`
 * put on the clipboard as one item (`text/html` and its `text/plain` twin, the Async Clipboard
 * API's `ClipboardItem`), so a rich editor pastes the formatted version and a plain one the
 * text. Resolves to whether it worked; never throws. The one copy helper of the card page, the
 * dashboard and the share kit.
 */
export async function copyText(content: string | { html: string; text: string }): Promise<boolean> {
  try {
    if (typeof content === 'string') {
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(content);
    } else {
      if (!navigator.clipboard?.write || typeof ClipboardItem === 'undefined')
        throw new Error('Clipboard API unavailable');
      await navigator.clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([content.html], { type: 'text/html' }),
          'text/plain': new Blob([content.text], { type: 'text/plain' }),
        }),
      ]);
    }
    toast.success(t`Copied to Clipboard !`);
    return true;
  } catch {
    toast.error(t`Cannot Copy to Clipboard !`);
    return false;
  }
}

import { cardToast } from './card-toast';

/**
 * Copies `text` with the browser's Clipboard API and tells the visitor how it went with the
 * toasts of spec §2: 'Copied to Clipboard !' or 'Cannot Copy to Clipboard !' (also when the
 * API is missing, e.g. on an insecure origin).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    cardToast('success', 'Copied to Clipboard !');
    return true;
  } catch {
    cardToast('error', 'Cannot Copy to Clipboard !');
    return false;
  }
}

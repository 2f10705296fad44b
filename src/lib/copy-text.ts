import { toast } from './toast';

/**
 * Copies `text` with the browser's Clipboard API and says how it went with the toasts of
 * spec §2: 'Copied to Clipboard !' or 'Cannot Copy to Clipboard !' (also when the API is
 * missing, e.g. on an insecure origin). Resolves to whether it worked. The one copy helper of
 * the card page and the dashboard.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
    await navigator.clipboard.writeText(text);
    toast.success('Copied to Clipboard !');
    return true;
  } catch {
    toast.error('Cannot Copy to Clipboard !');
    return false;
  }
}

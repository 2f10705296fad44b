import { showToast as cardToast } from '@/lib/toast';

/** Toasts load on first use, so the public card's Share button costs almost nothing. */
const toast = {
  success: (message: string) => cardToast('success', message),
  error: (message: string) => cardToast('error', message),
  info: (message: string) => cardToast('info', message),
};

/** Spec §2: the copy toasts. */
export const copiedMessage = 'Copied to Clipboard !';
export const copyFailedMessage = 'Cannot Copy to Clipboard !';

/** Copies `text` and shows the spec's toast either way. Returns whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copiedMessage);
    return true;
  } catch {
    toast.error(copyFailedMessage);
    return false;
  }
}

/** Whether the Web Share API is there (mobile browsers, some desktops). */
export const canWebShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the system share sheet; a cancel by the user is not an error. */
export async function webShare(data: { title: string; url: string }) {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error('Could not share the card.');
  }
}

/** The part of Web NFC (W3C Web NFC draft) used here; TypeScript's DOM library lacks it. */
type NdefReader = {
  write(message: { records: { recordType: 'url'; data: string }[] }): Promise<void>;
};
type NdefReaderConstructor = new () => NdefReader;

/** Whether the browser can write NFC tags (Chrome on Android, secure context). */
export const canWriteNfc = () => typeof window !== 'undefined' && 'NDEFReader' in window;

/**
 * Writes `url` to the next NFC tag held to the phone as one NDEF URL record (NFC Forum URI
 * record type), so any phone that taps the card opens it.
 */
export async function writeNfcUrl(url: string) {
  const Reader = (window as unknown as { NDEFReader: NdefReaderConstructor }).NDEFReader;
  try {
    toast.info('Hold the NFC tag to the back of the phone.');
    await new Reader().write({ records: [{ recordType: 'url', data: url }] });
    toast.success('Card URL written to the NFC tag.');
  } catch (error) {
    // DOMException (NotAllowedError, NotSupportedError…) is not an Error in every engine.
    const reason = (error as { message?: unknown } | null)?.message;
    const message = typeof reason === 'string' && reason ? reason : 'Writing the NFC tag failed.';
    toast.error(message);
  }
}

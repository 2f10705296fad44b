import { t } from '@lingui/core/macro';
import { toast } from '@/lib/toast';

// Apart from browser-share.ts: the card shares with the Web Share API but never writes a tag,
// so it does not download this.

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
    toast.info(t`Hold the NFC tag to the back of the phone.`);
    await new Reader().write({ records: [{ recordType: 'url', data: url }] });
    toast.success(t`Card URL written to the NFC tag.`);
  } catch (error) {
    // DOMException (NotAllowedError, NotSupportedError…) is not an Error in every engine.
    const reason = (error as { message?: unknown } | null)?.message;
    const message = typeof reason === 'string' && reason ? reason : t`Writing the NFC tag failed.`;
    toast.error(message);
  }
}

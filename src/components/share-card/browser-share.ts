import { t } from '@lingui/core/macro';
import { toast } from '@/lib/toast';

/** Whether the Web Share API is there (mobile browsers, some desktops). */
export const canWebShare = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Opens the system share sheet; a cancel by the user is not an error. */
export async function webShare(data: { title: string; url: string }) {
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast.error(t`Could not share the card.`);
  }
}

import { errorMessage } from '@/api/error-message';
import { href } from '@/config/paths';

/**
 * Where a page goes when its data fails to load (spec §2: a card, a list, the editor): /error,
 * the history entry replaced, with the server's message or the fallback (spec §8) as the
 * router's location state. Plain data, so the card and the app's pages share it.
 */
export function failedLoad(error: unknown, fallback = 'Failed to load profile') {
  return { path: href('error'), state: { message: errorMessage(error, fallback) } } as const;
}

import { vi } from 'vitest';

/**
 * Catches what the page downloads (src/lib/download.ts: a blob URL clicked on an anchor) in a
 * jsdom test: every blob handed to `URL.createObjectURL`, in order, and the anchor clicks, which
 * then go nowhere. tests/support/setup.ts puts the URL functions back before each test file
 * and the click after each test (`vi.restoreAllMocks`).
 */
export function captureDownloads(url = 'blob:download') {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    value: (b: Blob) => (blobs.push(b), url),
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, click };
}

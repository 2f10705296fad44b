type Kind = 'success' | 'error' | 'info';

let loadHost: (() => void) | undefined;

/**
 * Registers what mounts a toast host on a page that has none (the lean card page, issue #10);
 * `undefined` when the page has its own (the app's providers).
 */
export function setToastHostLoader(load: (() => void) | undefined) {
  loadHost = load;
}

/**
 * Shows a toast of src/lib/toast.ts (spec §1). Its code, and on the lean card page its host,
 * loads on this first use, never before a visitor acts (issue #10 byte budget).
 */
export function cardToast(kind: Kind, message: string) {
  const load = loadHost;
  loadHost = undefined;
  load?.();
  void import('@/lib/toast').then(({ toast }) => toast[kind](message));
}

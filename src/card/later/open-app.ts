/**
 * The one way from the card into the app (a failed load, logout): mounts the app into the card's
 * page at `path` with React Router's history `state`. The card loads this file only then, so the
 * list of the app's files to preload (Vite's `__vite__mapDeps`, about 0.35 kB gzip) rides here
 * and not in every visit's download; a handover costs one more round trip for it.
 */
export async function openApp(root: HTMLElement, path: string, state?: unknown): Promise<void> {
  document.documentElement.dataset.page = 'app'; // profile.html's white app background
  // eslint-disable-next-line import-x/no-restricted-paths -- the card's one way into the app
  const { mountApp } = await import('@/app/mount');
  await mountApp(root, { path, state });
}

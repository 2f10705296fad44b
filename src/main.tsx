// First: in mock mode it holds a shared `?scenario=` link before anything else runs.
import { loadMockMode } from '@/mock-start';
import { mountApp } from '@/app/mount';

/**
 * The app's entry, the script of index.html (every path but a card's: the card has its own
 * document and entry, src/card/main.tsx). In mock mode the in-browser mock backend starts first
 * (it must answer the first request); its Mock API panel mounts after the app.
 */
async function start() {
  // Mock mode only: every other build drops both lines (`loadMockMode` is `undefined` there).
  if (loadMockMode) await (await loadMockMode()).startMockBackend();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  await mountApp(root);
  if (loadMockMode) await (await loadMockMode()).mountMockPanel();
}

void start();

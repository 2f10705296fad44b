/**
 * The lean card page's entry, which src/main.tsx imports on /profile/{id} (docs/decisions/0005).
 * Only a name: the page (`lean-card-page.tsx`) is bundled into the card's chunk with the card
 * itself, so a visit downloads one file fewer (each file is compressed on its own: about 0.3 kB
 * of the card's byte budget, `npm run size`), while this module keeps a chunk, and a manifest
 * key, that the card's document, the card renderer and the byte budgets find it by.
 */
export { startCardPage } from './lean-card-page';

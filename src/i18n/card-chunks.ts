import type { Messages } from '@lingui/core';
import type { Language } from './languages';

type CardChunk = { messages: Messages; later: () => Promise<{ messages: Messages }> };

/**
 * Each language's card messages (src/locales/card-pages/): a chunk with the first screen's,
 * which a visitor in that language loads with the card, and the loader of the later parts'
 * (a chunk of its own, loaded with a later part's code as English's is: 1 kB that no first
 * screen shows). One import table on the card's first download, not two (one more cost every
 * visitor 0.1 kB).
 */
export const cardChunks: Record<Exclude<Language, 'en'>, () => Promise<CardChunk>> = {
  hi: () => import('@/locales/card-pages/hi'),
  bn: () => import('@/locales/card-pages/bn'),
  mr: () => import('@/locales/card-pages/mr'),
  te: () => import('@/locales/card-pages/te'),
  ta: () => import('@/locales/card-pages/ta'),
  gu: () => import('@/locales/card-pages/gu'),
  ur: () => import('@/locales/card-pages/ur'),
  kn: () => import('@/locales/card-pages/kn'),
  or: () => import('@/locales/card-pages/or'),
  ml: () => import('@/locales/card-pages/ml'),
};

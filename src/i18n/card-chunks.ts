import type { Messages } from '@lingui/core';
import type { Language } from './languages';

type CardChunk = { messages: Messages; later: Messages };

/**
 * Each language's card messages, both catalogues in one chunk (src/locales/card-pages/): a
 * visitor in that language loads them with the card, the first screen's and the later parts'
 * at once (about 1 kB more than the first screen's alone, and no second request on a tap).
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

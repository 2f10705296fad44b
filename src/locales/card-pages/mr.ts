// The card's first screen's messages in one language, and its later parts' in a chunk of their
// own (src/i18n/card-chunks.ts).
export { messages } from '@/locales/card/mr.po';
export const later = () => import('@/locales/card-later/mr.po');

// Every card message of one language in one chunk (src/i18n/i18n.ts, cardCatalogue).
export { messages } from '@/locales/card/or.po';
export { messages as later } from '@/locales/card-later/or.po';

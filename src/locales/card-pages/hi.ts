// Every card message of one language in one chunk (src/i18n/i18n.ts, cardCatalogue).
export { messages } from '@/locales/card/hi.po';
export { messages as later } from '@/locales/card-later/hi.po';

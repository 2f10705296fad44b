/**
 * The visitor's forms of contact exchange, one chunk loaded when the first of their dialogs
 * opens (one dynamic import keeps the card's own code small: `npm run size`).
 */
export { ExchangeForm } from './exchange-form';
export { MailContactForm } from './mail-contact-form';

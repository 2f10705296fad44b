/**
 * The links a contact's phone and e-mail open, built from well-formed strings (a lone surrogate
 * would make `encodeURIComponent` throw "URI malformed"). Only these `tel:`, WhatsApp and
 * `mailto:` links are built from data (README "Security").
 */

/** A `tel:` URI (RFC 3966) of an international number, `+<calling code><number>`. */
export const telHref = (international: string) => `tel:${international.toWellFormed()}`;

/** WhatsApp's click-to-chat link (`https://wa.me/<digits>`) of an international number. */
export const whatsappHref = (international: string) =>
  `https://wa.me/${international.slice(1).toWellFormed()}`;

/** A `mailto:` URI (RFC 6068) of an address, its local part percent-encoded. */
export const mailtoHref = (address: string) =>
  `mailto:${address.toWellFormed().replace(/^[^@]+/, (local) => encodeURIComponent(local))}`;

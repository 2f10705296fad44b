/** TEL types of RFC 2426 §3.3.1 that a contact file uses. */
export type TelType = 'WORK' | 'HOME' | 'CELL' | 'VOICE' | 'FAX';
/** EMAIL types of RFC 2426 §3.3.2 that a contact file uses (INTERNET is always added). */
export type EmailType = 'WORK' | 'HOME';

const workWords = new Set(['work', 'office', 'business', 'company', 'corporate', 'official']);
const homeWords = new Set(['home', 'residence', 'house']);
const cellWords = new Set(['mobile', 'cell', 'cellphone', 'cellular', 'mob', 'whatsapp']);
const personalWords = new Set(['home', 'personal', 'private']);

/** The lower-case words of a label (letters and digits of any script). */
function words(label: string): string[] {
  return label.toLowerCase().split(/[^\p{L}\p{N}]+/u);
}
const hasAny = (label: string, set: Set<string>) => words(label).some((word) => set.has(word));

/**
 * The TEL types an owner's label implies: a place (WORK for 'Office'/'Work', HOME for 'Home'),
 * then a kind (CELL for 'Mobile'/'Cell', FAX for 'Fax', otherwise VOICE, the RFC's default).
 * The place comes first because Android's importer takes the first known type
 * (`VCardUtils.getPhoneTypeFromStrings`): `WORK,VOICE` is Work, `WORK,CELL` Work mobile.
 * A label that implies nothing ('Reception', 'Sales') gives VOICE; the owner's own label still
 * travels as X-ABLabel. A fax without a place is a work fax (a business card).
 */
export function telTypes(label: string): TelType[] {
  const place = hasAny(label, workWords) ? 'WORK' : hasAny(label, homeWords) ? 'HOME' : undefined;
  const fax = hasAny(label, new Set(['fax']));
  const kind: TelType = fax ? 'FAX' : hasAny(label, cellWords) ? 'CELL' : 'VOICE';
  if (fax && !place) return ['WORK', 'FAX'];
  return place ? [place, kind] : [kind];
}

/**
 * A WhatsApp number: a mobile (CELL, after the place its label implies) labelled so the
 * visitor sees it is the WhatsApp number: the owner's label when it says WhatsApp, otherwise
 * `WhatsApp (<label>)`.
 */
export function whatsappEntry(label: string): { types: TelType[]; label: string } {
  const place = telTypes(label).filter((type) => type === 'WORK' || type === 'HOME');
  return {
    types: [...place, 'CELL'],
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a name and the translated label
    label: /whatsapp/i.test(label) ? label : `WhatsApp (${label})`,
  };
}

/** HOME for an e-mail labelled 'Home', 'Personal' or 'Private'; otherwise WORK (spec §3). */
export function emailTypes(label: string): EmailType[] {
  return [hasAny(label, personalWords) ? 'HOME' : 'WORK'];
}

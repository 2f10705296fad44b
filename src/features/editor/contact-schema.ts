import type { Schemas } from '@/api/client';
import { contactSectionSchema } from '@/lib/validation/phone-schemas';
import { limits } from '@/lib/validation/rules';
import type { SectionCodec } from './lib/use-section-form';
import { pad } from './schemas';

// Apart from schemas.ts: only the Contact tab loads libphonenumber-js (ADR 0013).

type PhoneEntry = Schemas['PhoneEntry'];

/** Contact entries are edited in fixed slots: 2 phones, 2 WhatsApp numbers, 2 e-mails (spec §9). */
export type ContactFormValues = Schemas['Contact'];

const blankPhone = (): PhoneEntry => ({ name: '', code: 'IN', number: '' });
// The selector offers only IN (spec §3), so a slot shows IN even when the stored code is empty.
const phoneSlot = (e: PhoneEntry): PhoneEntry => ({ ...e, code: e.code || 'IN' });

/** Spec §5: an entry whose name and number are both empty is sent with its code cleared. */
const phoneRequest = (e: PhoneEntry): PhoneEntry =>
  e.name.trim() === '' && e.number.trim() === ''
    ? { name: '', code: '', number: '' }
    : { name: e.name.trim(), code: e.code || 'IN', number: e.number.trim() };

export const contactForm: SectionCodec<ContactFormValues, 'contact'> = {
  section: 'contact',
  schema: contactSectionSchema,
  fromProfile: (p) => ({
    phone: pad(p.contact.phone.map(phoneSlot), limits.phones, blankPhone),
    whatsapp: pad(p.contact.whatsapp.map(phoneSlot), limits.whatsapps, blankPhone),
    email: pad(p.contact.email, limits.emails, () => ({ name: '', content: '' })),
  }),
  request: (v) => ({
    phone: v.phone.map(phoneRequest),
    whatsapp: v.whatsapp.map(phoneRequest),
    email: v.email.map((e) => ({ name: e.name.trim(), content: e.content.trim() })),
  }),
};

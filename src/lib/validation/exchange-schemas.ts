import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { contactSourceValues } from '@/api/generated/lists/contact-source-values.gen';
import { messages } from './messages';
import { userPhoneSchema } from './phone-schemas';
import { emailSchema, filled, multiLineSchema, nameSchema, singleLineSchema } from './schemas';

/**
 * A visitor's contact (contract `LeaveContactRequest`, capability `contactExchange`): a name,
 * an e-mail or a phone number with its country (at least one, the message on both), the
 * spec §5 rules and messages for each, one line for all but the note (contract text fields). Apart from schemas.ts because the phone rule loads
 * libphonenumber-js: only the visitor's form (loaded on demand) and the mock backend use it.
 * Which optional fields the card asks for is the server's rule (`fields` of the card).
 */
export const leaveContactRequestSchema = z
  .object({
    name: nameSchema,
    email: z.optional(emailSchema),
    phone: z.optional(userPhoneSchema),
    company: z.optional(singleLineSchema),
    jobTitle: z.optional(singleLineSchema),
    note: z.optional(multiLineSchema),
    marketingConsent: z.boolean(),
    noticeVersion: z.string(),
    source: z.enum(contactSourceValues),
  })
  .check(
    z.superRefine((contact, ctx) => {
      if (!filled(contact.email ?? '') && !contact.phone) {
        // On both fields: either one fixes it (a form without a phone field shows it once).
        for (const path of ['email', 'phone']) {
          ctx.addIssue({ code: 'custom', path: [path], message: messages.emailOrPhone });
        }
      }
    }),
  ) satisfies z.ZodMiniType<Schemas['LeaveContactRequest']>;

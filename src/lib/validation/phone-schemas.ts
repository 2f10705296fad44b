import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { phoneCodeValues } from '@/api/generated/lists/phone-code-values.gen';
import { userPhoneCodeValues } from '@/api/generated/lists/user-phone-code-values.gen';
import { messages } from './messages';
import { isValidPhoneFor } from './phone';
import { limits } from './rules';
import {
  emailEntrySchema,
  emailSchema,
  filled,
  nameSchema,
  passwordSchema,
  singleLineSchema,
} from './schemas';

/**
 * The request schemas with a phone number (spec §5), apart from schemas.ts so that only the
 * forms with a phone field (register, My Details, the editor's contact section) load
 * libphonenumber-js and its metadata (ADR 0013).
 */

/** Account phone (spec §5): code and number required, number valid for the code. */
export const userPhoneSchema = z
  .object({
    code: z.enum(userPhoneCodeValues, { error: messages.phoneCode }),
    number: z.string().check(z.minLength(1, messages.phoneNumber)),
  })
  .check(
    z.superRefine((phone, ctx) => {
      if (phone.code && phone.number && !isValidPhoneFor(phone.code, phone.number)) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: messages.phoneInvalid });
      }
    }),
  ) satisfies z.ZodMiniType<Schemas['UserPhone']>;

export const registerRequestSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: userPhoneSchema,
  password: passwordSchema,
}) satisfies z.ZodMiniType<Schemas['RegisterRequest']>;

export const updateDetailsRequestSchema = z.object({
  name: nameSchema,
  phone: userPhoneSchema,
}) satisfies z.ZodMiniType<Schemas['UpdateUserRequest']>;

/**
 * Phone or WhatsApp entry (spec §5): name and number both or neither (message on the
 * number), and a given number valid for its country.
 */
export const phoneEntrySchema = z
  .object({
    name: singleLineSchema,
    code: z.enum(phoneCodeValues, { error: messages.phoneInvalid }),
    number: z.string(),
  })
  .check(
    z.superRefine((entry, ctx) => {
      const hasName = filled(entry.name);
      const hasNumber = filled(entry.number);
      if (hasName !== hasNumber) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: messages.phoneEntryBoth });
      } else if (hasNumber && !isValidPhoneFor(entry.code, entry.number.trim())) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: messages.phoneInvalid });
      }
    }),
  );

export const contactSectionSchema = z.object({
  phone: z.array(phoneEntrySchema).check(z.maxLength(limits.phones)),
  whatsapp: z.array(phoneEntrySchema).check(z.maxLength(limits.whatsapps)),
  email: z.array(emailEntrySchema).check(z.maxLength(limits.emails)),
}) satisfies z.ZodMiniType<Schemas['Contact']>;

import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { accentValues } from '@/api/generated/lists/accent-values.gen';
import { cardLanguageValues } from '@/api/generated/lists/card-language-values.gen';
import { addressPostalCodePattern } from '@/api/generated/lists/address-postal-code-pattern.gen';
import { emailPattern } from '@/api/generated/lists/email-pattern.gen';
import { exchangeFieldValues } from '@/api/generated/lists/exchange-field-values.gen';
import { multiLineTextPattern } from '@/api/generated/lists/multi-line-text-pattern.gen';
import { singleLineTextPattern } from '@/api/generated/lists/single-line-text-pattern.gen';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import { themeValues } from '@/api/generated/lists/theme-values.gen';
import { upiContentPattern } from '@/api/generated/lists/upi-content-pattern.gen';
import { messages } from './messages';
import { isHttpUrlOrEmpty, isStrongPassword, limits } from './rules';

/**
 * Request schemas: what a server accepts, with the spec §5 rules and messages. The mock
 * backend validates bodies with these, and the feature forms build on them, so one rule is
 * written once. Field paths of issues match the request body (e.g. `phone.number`).
 * Shapes, lists and patterns come from the contract: each schema `satisfies` its generated
 * type, lists come from src/api/generated/lists/; what stays here is what the contract
 * cannot say (the spec's messages, "both or neither" rules). The schemas with a phone number
 * are in phone-schemas.ts, so forms without one never load libphonenumber-js (ADR 0013).
 */

/** True for text with more than whitespace. */
export const filled = (value: string) => value.trim() !== '';

/**
 * Contract `SingleLineText` (info "Reference rules", text fields): no control character
 * (`\p{Cc}`: TAB, CR, LF…), U+2028 or U+2029, which could end a mail header, a contact file's
 * line or a CSV row. A check for any text field a person types on one line.
 */
export const singleLine = z.regex(singleLineTextPattern, messages.singleLine);
/** Contract `MultiLineText`: line breaks (LF, CR) kept, no other control character. */
export const multiLine = z.regex(multiLineTextPattern, messages.multiLine);
/** One line of optional text ({@link singleLine}). */
export const singleLineSchema = z.string().check(singleLine);
/** Text of several lines ({@link multiLine}). */
export const multiLineSchema = z.string().check(multiLine);

export const nameSchema = z.string().check(z.refine(filled, messages.name), singleLine);
/**
 * An e-mail address by the contract's `Email` grammar (WHATWG HTML's "valid e-mail address"),
 * trimmed; else spec §5's `Invalid Email Address`.
 */
export const emailSchema = z.pipe(
  z.string().check(z.trim()),
  z.email({ pattern: emailPattern, error: messages.email }),
);
/** Whether `value` is an e-mail address by the contract's `Email` grammar (`emailSchema`'s). */
export const isEmail = (value: string) => emailPattern.test(value);
export const passwordSchema = z.string().check(z.refine(isStrongPassword, messages.password));

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, messages.loginPassword)),
}) satisfies z.ZodMiniType<Schemas['LoginRequest']>;

export const verifyEmailRequestSchema = z.object({
  code: z.string().check(z.length(limits.codeLength, messages.code)),
}) satisfies z.ZodMiniType<Schemas['VerifyEmailRequest']>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema }) satisfies z.ZodMiniType<
  Schemas['ForgotPasswordRequest']
>;
export const resetPasswordRequestSchema = z.object({
  password: passwordSchema,
}) satisfies z.ZodMiniType<Schemas['ResetPasswordRequest']>;

export const updatePasswordRequestSchema = z.object({
  oldPassword: z.string().check(z.minLength(1, messages.oldPassword)),
  newPassword: passwordSchema,
}) satisfies z.ZodMiniType<Schemas['UpdateUserRequest']>;

/** The shared editor URL rule (spec §5): empty, or http(s) without spaces. */
export const urlSchema = z.string().check(z.refine(isHttpUrlOrEmpty, messages.url));

/** E-mail entry (spec §5): a valid address if given; name and address both or neither. */
export const emailEntrySchema = z.object({ name: singleLineSchema, content: z.string() }).check(
  z.superRefine((entry, ctx) => {
    const hasContent = filled(entry.content);
    if (hasContent && !isEmail(entry.content.trim())) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: messages.emailFormat });
    } else if (filled(entry.name) !== hasContent) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: messages.emailEntryBoth });
    }
  }),
);

/** Document entry (spec §5): name and URL both or neither; the URL follows the URL rule. */
export const documentSchema = z.object({ name: singleLineSchema, content: urlSchema }).check(
  z.superRefine((doc, ctx) => {
    if (filled(doc.name) !== filled(doc.content)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: messages.documentBoth });
    }
  }),
);

/** UPI (spec §5, NPCI VPA format): ID pattern; payee name and ID both or neither. */
export const upiSchema = z.object({ name: singleLineSchema, content: z.string() }).check(
  z.superRefine((upi, ctx) => {
    const id = upi.content.trim();
    if (id && !upiContentPattern.test(id)) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: messages.upiId });
    } else if (filled(upi.name) !== (id !== '')) {
      ctx.addIssue({ code: 'custom', path: ['content'], message: messages.upiBoth });
    }
  }),
);

export const generalSectionSchema = z.object({
  name: z.string().check(z.refine(filled, messages.required), singleLine),
  tagLine: singleLineSchema,
  description: multiLineSchema,
}) satisfies z.ZodMiniType<Schemas['GeneralUpdate']>;

/** Every social network of the contract's `Socials`, each an optional http(s) URL. */
export const socialsSectionSchema = z.object(
  Object.fromEntries(socialsKeys.map((key) => [key, urlSchema])) as Record<
    (typeof socialsKeys)[number],
    typeof urlSchema
  >,
) satisfies z.ZodMiniType<Schemas['Socials']>;

export const locationSectionSchema = z.object({
  googleMapsUrl: urlSchema,
  address: z.object({
    street: singleLineSchema,
    city: singleLineSchema,
    state: singleLineSchema,
    postalCode: z.string().check(z.regex(addressPostalCodePattern, messages.postalCode)),
    country: singleLineSchema,
  }),
}) satisfies z.ZodMiniType<Schemas['Location']>;

export const documentsSectionSchema = z
  .array(documentSchema)
  .check(z.maxLength(limits.documents)) satisfies z.ZodMiniType<Schemas['Documents']>;

export const otherSectionSchema = z.object({
  upi: upiSchema,
  googleReviewUrl: urlSchema,
}) satisfies z.ZodMiniType<Schemas['Other']>;

export const styleSectionSchema = z
  .object({ theme: z.optional(z.enum(themeValues)), accent: z.optional(z.enum(accentValues)) })
  .check(
    z.refine((s) => s.theme !== undefined || s.accent !== undefined, messages.invalidInput),
  ) satisfies z.ZodMiniType<Schemas['StyleUpdate']>;

/**
 * Meta (admins): the owner's e-mail, or null to clear the owner (contract `MetaUpdate`); an
 * empty string is neither. The editor's form turns an empty field into null (spec §4).
 */
export const metaSectionSchema = z.object({
  owner: z.optional(
    z.nullable(z.string().check(z.trim(), z.refine(isEmail, messages.emailFormat))),
  ),
  isActive: z.optional(z.boolean()),
}) satisfies z.ZodMiniType<Schemas['MetaUpdate']>;

/**
 * A card's contact exchange settings (capability `contactExchange`): the fields asked, once
 * each; a notice (who receives the data, why); a privacy-policy link by the URL rule.
 */
export const exchangeSectionSchema = z.object({
  enabled: z.boolean(),
  fields: z
    .array(z.enum(exchangeFieldValues))
    .check(z.refine((f) => new Set(f).size === f.length, messages.invalidInput)),
  notice: z.string().check(z.refine(filled, messages.notice), multiLine),
  privacyUrl: urlSchema,
}) satisfies z.ZodMiniType<Schemas['ExchangeSettingsInput']>;

/**
 * "E-mail me this contact": the visitor's address (capability `contactExchange`) and the
 * language they read the card in (capability `cardTranslations`). Empty, it
 * says 'Please enter your email' as the card's other forms say what is missing; a wrong one,
 * spec §5's 'Invalid Email Address'.
 */
export const mailContactFileRequestSchema = z.object({
  email: z.pipe(
    z.string().check(z.refine(filled, { error: messages.emailRequired, abort: true })),
    emailSchema,
  ),
  language: z.optional(z.enum(cardLanguageValues)),
}) satisfies z.ZodMiniType<Schemas['MailContactFileRequest']>;

/** A new card's name (spec §5): required, one line ({@link singleLine}). */
export const profileNameSchema = z
  .string()
  .check(z.refine(filled, messages.profileName), singleLine);

export const createProfilesRequestSchema = z.object({
  name: profileNameSchema,
  number: z.int().check(z.gte(limits.bulkMin), z.lte(limits.bulkMax)),
}) satisfies z.ZodMiniType<Schemas['CreateProfilesRequest']>;

/**
 * Turns zod issues into the contract's `errors` map: `{ 'phone.number': message }`,
 * first message per field.
 */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

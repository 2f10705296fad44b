import { contractLimits } from '@/api/generated/contract-limits.gen';
import { httpUrlOrEmptyPattern } from '@/api/generated/lists/http-url-or-empty-pattern.gen';
import { passwordPattern } from '@/api/generated/lists/password-pattern.gen';
import { isHttpUrl } from './plain-rules';

/**
 * The numbers forms need, each read from the contract (src/api/generated/contract-limits.gen.ts); only
 * the resend wait and the accepted logo types are the spec's own (§9, §5).
 */
export const limits = {
  codeLength: contractLimits.VerifyEmailRequest.code.maxLength,
  /** Spec §9: a new code can be asked for 30 s after the last one. */
  resendWaitSeconds: 30,
  logoMaxBytes: contractLimits.LogoUpload.logo.maxLength,
  /** Spec §5: JPEG, PNG, JPG and WEBP (JPG is image/jpeg). */
  logoTypes: ['image/jpeg', 'image/png', 'image/webp'] as const,
  phones: contractLimits.ContactInput.phone.maxItems,
  whatsapps: contractLimits.ContactInput.whatsapp.maxItems,
  emails: contractLimits.ContactInput.email.maxItems,
  documents: contractLimits.DocumentsInput.maxItems,
  bulkMin: contractLimits.CreateProfilesRequest.number.minimum,
  bulkMax: contractLimits.CreateProfilesRequest.number.maximum,
} as const;

/** Default phone country (spec §3, §9): ISO 3166-1 alpha-2. */
export const defaultPhoneCode = 'IN';

/** Spec §5 (the contract's `Password` pattern): 6+ characters, a letter, a digit, a symbol, no whitespace. */
export const isStrongPassword = (value: string): boolean => passwordPattern.test(value);

/**
 * The shared URL rule (spec §5, editor): trimmed, then the contract's `HttpUrlOrEmpty` pattern
 * (empty, or http(s) without spaces) and, when given, a URL the parser accepts with a host.
 * Other schemes (`javascript:`, `data:` …) are invalid.
 */
export function isHttpUrlOrEmpty(value: string): boolean {
  const v = value.trim();
  return httpUrlOrEmptyPattern.test(v) && (v === '' || isHttpUrl(v));
}

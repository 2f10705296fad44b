import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '@/api/error-message';
import { messages } from '@/lib/validation/messages';

/**
 * The messages a server sends that the app knows, by their English text: the validation
 * messages of spec §5 (`messages`, which the forms' rules and the mock share), the success
 * messages of spec §8 and the refusals of the contract's reference rules. A server's message
 * shows translated when it is one of these, and as sent when it is not (spec §8: the
 * server's message is shown).
 */
const known = new Map<string, MessageDescriptor>([
  // Spec §5 (and §8 'Invalid input'); the beyond-the-spec rules of the same table.
  [messages.name, msg`Please enter your name`],
  [messages.email, msg`Invalid Email Address`],
  [messages.phoneCode, msg`Country code is required`],
  [messages.phoneNumber, msg`Phone Number is required`],
  [messages.phoneInvalid, msg`Invalid phone number for the selected country`],
  [
    messages.password,
    msg`Min 6 characters, use a mix of letters, numbers, and symbols. No spaces.`,
  ],
  [messages.passwordsMismatch, msg`Passwords do not match`],
  [messages.loginPassword, msg`Please enter your password`],
  [messages.code, msg`Code must be of 6 digits`],
  [messages.oldPassword, msg`Old Password is required`],
  [messages.newPasswordsMismatch, msg`New passwords do not match`],
  [messages.url, msg`Must be a valid URL without spaces`],
  [messages.phoneEntryBoth, msg`Please provide both name and number`],
  [messages.emailFormat, msg`Invalid email format`],
  [messages.emailEntryBoth, msg`Please provide both name and email ID`],
  [messages.documentBoth, msg`Please provide both name and URL`],
  [messages.upiId, msg`Must be a valid UPI ID`],
  [messages.upiBoth, msg`Please provide both name and UPI ID`],
  [messages.required, msg`Cannot be empty`],
  [messages.postalCode, msg`Must be a valid postal code`],
  [messages.profileName, msg`Please enter profile's name`],
  [messages.logoType, msg`Only JPEG, PNG, JPG and WEBP files are allowed.`],
  [messages.logoSize, msg`Logo file size must be 2MB or less.`],
  [messages.invalidInput, msg`Invalid input`],
  [messages.emailOrPhone, msg`Please give an e-mail or a phone number`],
  [messages.emailRequired, msg`Please enter your email`],
  [messages.notice, msg`Please write the notice visitors read`],
  [messages.singleLine, msg`Must be one line without tabs or control characters`],
  [messages.multiLine, msg`Must not contain tabs or control characters`],
  // Spec §8: the client's own fallback and the success messages a server sends.
  ['Something went wrong', msg`Something went wrong`],
  // Spec §8 fallbacks that code shared with the card passes on in English.
  ['Logout failed', msg`Logout failed`],
  ['Failed to load profile', msg`Failed to load profile`],
  ['Failed to load insights', msg`Failed to load insights`],
  [
    'Registration Successful. Please Verify your email.',
    msg`Registration Successful. Please Verify your email.`,
  ],
  ['Email verified successfully.', msg`Email verified successfully.`],
  ['Logged in successfully.', msg`Logged in successfully.`],
  ['New code sent to your email.', msg`New code sent to your email.`],
  ['Password reset successful. Please login.', msg`Password reset successful. Please login.`],
  ['Logged out', msg`Logged out`],
  ['Details edited successfully.', msg`Details edited successfully.`],
  ['Password edited successfully.', msg`Password edited successfully.`],
  ['Profiles created.', msg`Profiles created.`],
  [
    'If that email is registered, a reset link has been sent.',
    msg`If that email is registered, a reset link has been sent.`,
  ],
  // The contract's reference rules: the refusals a server sends.
  ['Please login.', msg`Please login.`],
  ['Your session has expired. Please login.', msg`Your session has expired. Please login.`],
  ['Please verify your email first.', msg`Please verify your email first.`],
  ['You are not allowed to do this.', msg`You are not allowed to do this.`],
  ['Profile not found.', msg`Profile not found.`],
  ['This profile is inactive.', msg`This profile is inactive.`],
  ['Email is already registered.', msg`Email is already registered.`],
  ['Email is already verified.', msg`Email is already verified.`],
  ['Invalid verification code.', msg`Invalid verification code.`],
  [
    'No code was sent. Please request a new code.',
    msg`No code was sent. Please request a new code.`,
  ],
  [
    'The code has expired. Please request a new code.',
    msg`The code has expired. Please request a new code.`,
  ],
  [
    'Too many wrong codes. Please request a new code.',
    msg`Too many wrong codes. Please request a new code.`,
  ],
  [
    'Please wait 30 seconds before requesting a new code.',
    msg`Please wait 30 seconds before requesting a new code.`,
  ],
  ['Invalid email or password.', msg`Invalid email or password.`],
  ['The reset link is invalid or has expired.', msg`The reset link is invalid or has expired.`],
  ['You can only edit your own account.', msg`You can only edit your own account.`],
  ['Old password is incorrect.', msg`Old password is incorrect.`],
  ['No user is registered with this email.', msg`No user is registered with this email.`],
  ['Please choose a logo file.', msg`Please choose a logo file.`],
]);

/** Whether the app has its own words for a server's `message` (its English text). */
export function isKnownMessage(message: string): boolean {
  return known.has(message);
}

/**
 * `message` in the person's language when the app knows it ({@link known}), else as sent.
 * `i18n` is the active Lingui instance (`useLingui().i18n` in a component).
 */
export function translateMessage(i18n: I18n, message: string): string {
  const descriptor = known.get(message);
  return descriptor ? i18n._(descriptor) : message;
}

/**
 * The message to show for a failed call (spec §8, {@link errorMessage}): the server's message,
 * translated when the app knows it, else `fallback` (already in the person's language).
 */
export function serverMessage(i18n: I18n, error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  return message === fallback ? fallback : translateMessage(i18n, message);
}

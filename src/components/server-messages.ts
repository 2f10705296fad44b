import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorMessage } from '@/api/error-message';
import { messages as appEnglish } from '@/locales/app/en.po';
import { messages as statusEnglish } from '@/locales/status/en.po';
import { visitorMessages, visitorWaitMessages } from '@/lib/validation/visitor-messages';
import type { LimitMessage } from '@/lib/validation/limit-messages';
import type { WaitMessage } from '@/lib/validation/wait-messages';
import { namedWait } from '@/lib/validation/wait-words';
import { cardRefusals } from './card-refusals';

/**
 * The messages a server sends that the app knows: the validation messages of spec §5
 * (`messages` of src/lib/validation/messages.ts, which the forms' rules and the mock share;
 * those a card's visitor reads are `visitorMessages`), the success messages of spec §8 and the
 * refusals of the contract's reference rules. A server's message shows translated when it is one
 * of these, and as sent when it is not (spec §8: the server's message is shown). Each is written
 * once, here or in the module it is spread from; its English text, by which a server's message is
 * matched, comes from the English catalogue.
 */
const knownMessages: MessageDescriptor[] = [
  // What a card's visitor can read in the card's forms (in every language of the card).
  ...Object.values(visitorMessages),
  // Spec §5; the beyond-the-spec rules of the same table.
  msg`Min 6 characters, use a mix of letters, numbers, and symbols. No spaces.`,
  msg`Passwords do not match`,
  msg`Please enter your password`,
  msg`Code must be of 6 digits`,
  msg`Old Password is required`,
  msg`New passwords do not match`,
  msg`Must be a valid URL without spaces`,
  msg`Please provide both name and number`,
  msg`Invalid email format`,
  msg`Please provide both name and email ID`,
  msg`Please provide both name and URL`,
  msg`Must be a valid UPI ID`,
  msg`Please provide both name and UPI ID`,
  msg`Cannot be empty`,
  msg`Must be a valid postal code`,
  msg`Please enter profile's name`,
  msg`Only JPEG, PNG, JPG and WEBP files are allowed.`,
  msg`Logo file size must be 2MB or less.`,
  msg`Please write the notice visitors read`,
  // Spec §8: the client's own fallback and the fallbacks a card's visitor meets, and the
  // contract's refusals of a card (in every language of the card: card-refusals.ts).
  ...cardRefusals,
  // Spec §8 fallbacks that code shared with the card passes on in English, and the success
  // messages a server sends.
  msg`Logout failed`,
  msg`Failed to load insights`,
  msg`Registration Successful. Please Verify your email.`,
  msg`Email verified successfully.`,
  msg`Logged in successfully.`,
  msg`New code sent to your email.`,
  msg`Password reset successful. Please login.`,
  msg`Logged out`,
  msg`Details edited successfully.`,
  msg`Password edited successfully.`,
  msg`Profiles created.`,
  msg`If that email is registered, a reset link has been sent.`,
  // The contract's reference rules: the refusals a server sends.
  msg`Please login.`,
  msg`Your session has expired. Please login.`,
  msg`Please verify your email first.`,
  msg`You are not allowed to do this.`,
  msg`Email is already registered.`,
  msg`Email is already verified.`,
  msg`Invalid verification code.`,
  msg`No code was sent. Please request a new code.`,
  msg`The code has expired. Please request a new code.`,
  msg`Too many wrong codes. Please request a new code.`,
  msg`Please wait 30 seconds before requesting a new code.`,
  msg`Invalid email or password.`,
  msg`The reset link is invalid or has expired.`,
  msg`You can only edit your own account.`,
  msg`Old password is incorrect.`,
  msg`No user is registered with this email.`,
  msg`Please choose a logo file.`,
  // The contract's field errors beside its limits (reference rules "Lengths").
  msg`This field is required.`,
  msg`This field is not allowed.`,
  msg`Invalid value.`,
];

/**
 * The throttles' refusals (contract reference rules, 429: src/lib/validation/wait-messages.ts),
 * `{wait}` standing for the wait, which shows in the person's words (`namedWait`).
 */
const knownWaitMessages: Record<WaitMessage, MessageDescriptor> = {
  login: msg({ message: 'Too many failed login attempts. Please try again in {wait}.' }),
  password: msg({ message: 'Too many wrong passwords. Please try again in {wait}.' }),
  ...visitorWaitMessages,
};

/**
 * A field's error over one of the contract's limits (src/lib/validation/limit-messages.ts),
 * `{limit}` standing for the limit, which shows in the person's digits.
 */
const knownLimitMessages: Record<LimitMessage, MessageDescriptor> = {
  maxLength: msg({ message: 'Must be at most {limit} characters.' }),
  minLength: msg({ message: 'Must be at least {limit} characters.' }),
  maxItems: msg({ message: 'Must have at most {limit} entries.' }),
  maximum: msg({ message: 'Must be at most {limit}.' }),
  minimum: msg({ message: 'Must be at least {limit}.' }),
};

/**
 * The English text of a compiled message of the English catalogue when it is plain text (no
 * placeholder): the text itself, or a list whose one part is the text.
 */
function plainText(compiled: Messages[string] | undefined): string | undefined {
  const text = Array.isArray(compiled) && compiled.length === 1 ? compiled[0] : compiled;
  return typeof text === 'string' ? text : undefined;
}

/** The English catalogues the known messages are in. */
const english = { ...appEnglish, ...statusEnglish };

/** Each known message by its English text, as a server writes it (spec §8). */
const known = new Map(
  knownMessages.flatMap((descriptor) => {
    const text = plainText(english[descriptor.id]);
    return text === undefined ? [] : [[text, descriptor] as const];
  }),
);

/**
 * Known messages with one placeholder, by the English around it (the English catalogue's
 * compiled message: the text before, the placeholder, the text after), each with how the
 * server's words in its place read in the person's language (`undefined`: not as a server
 * words it).
 */
const withValue = (
  descriptors: MessageDescriptor[],
  value: (i18n: I18n, text: string) => Record<string, string> | undefined,
) =>
  descriptors.flatMap((descriptor) => {
    const [head, placeholder, tail = ''] = (english[descriptor.id] ?? []) as unknown[];
    return typeof head === 'string' && Array.isArray(placeholder) && typeof tail === 'string'
      ? [{ head, tail, descriptor, value }]
      : [];
  });

const knownTemplates = [
  // A throttle's wait in the person's words (`namedWait`: `30 seconds` → `30 सेकंड`).
  ...withValue(Object.values(knownWaitMessages), (i18n, text) => {
    const wait = namedWait(i18n, text);
    return wait ? { wait } : undefined;
  }),
  // A limit, a whole number, in the person's digits.
  ...withValue(Object.values(knownLimitMessages), (i18n, text) =>
    /^[0-9]{1,12}$/.test(text) ? { limit: i18n.number(Number(text)) } : undefined,
  ),
];

/**
 * `message` in the language of `i18n` when it is a throttle's refusal or a limit's field error
 * the app knows, its value worded as a server words it (`30 seconds`, `100`), else `undefined`.
 */
function translateTemplate(i18n: I18n, message: string): string | undefined {
  for (const { head, tail, descriptor, value } of knownTemplates) {
    if (message.length <= head.length + tail.length) continue;
    if (!message.startsWith(head) || !message.endsWith(tail)) continue;
    const values = value(i18n, message.slice(head.length, message.length - tail.length));
    if (values) return i18n._({ ...descriptor, values });
  }
  return undefined;
}

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
  if (descriptor) return i18n._(descriptor);
  return translateTemplate(i18n, message) ?? message;
}

/**
 * The message to show for a failed call (spec §8, {@link errorMessage}): the server's message,
 * translated when the app knows it, else `fallback` (already in the person's language).
 */
export function serverMessage(i18n: I18n, error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  return message === fallback ? fallback : translateMessage(i18n, message);
}

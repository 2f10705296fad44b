import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { messages } from './messages';
import type { WaitMessage } from './wait-messages';

/**
 * The messages of {@link messages} a card's visitor can read in the card's forms (the contact
 * exchange and "E-mail me this contact"): their rules' messages (spec §5 for a name, an e-mail
 * address and a phone; the contract's text rules), spec §8's `Invalid input` and the mail's
 * confirmation, each as it is translated, by its key in {@link messages}. Written once: the app's
 * known messages take them from here (src/components/server-messages.ts), the visitor's forms
 * read them through `visitorMessage` (apart, so that the app's pages do not carry
 * {@link messages}). Their catalogue is the card's later parts' (loaded with the forms, in every
 * language of the card) and the app's (lingui.config.ts).
 */
export const visitorMessages = {
  name: msg`Please enter your name`,
  email: msg`Invalid Email Address`,
  phoneCode: msg`Country code is required`,
  phoneNumber: msg`Phone Number is required`,
  phoneInvalid: msg`Invalid phone number for the selected country`,
  invalidInput: msg`Invalid input`,
  emailOrPhone: msg`Please give an e-mail or a phone number`,
  emailRequired: msg`Please enter your email`,
  singleLine: msg`Must be one line without tabs or control characters`,
  multiLine: msg`Must not contain tabs or control characters`,
  mailSent: msg`The contact is on its way to your inbox.`,
} satisfies Partial<Record<keyof typeof messages, MessageDescriptor>>;

/**
 * The throttles' refusal a card's visitor can read in its forms (contract `leaveContact` and
 * `mailContactFile`: 429, `Too many requests. Please try again in 15 minutes.`), `{wait}` the
 * wait in the visitor's words (`waitMessage`, src/lib/validation/wait-messages.ts). The app's
 * known messages take it from here too.
 */
export const visitorWaitMessages = {
  requests: msg({ message: 'Too many requests. Please try again in {wait}.' }),
} satisfies Partial<Record<WaitMessage, MessageDescriptor>>;

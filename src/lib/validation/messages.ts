/* eslint-disable lingui/no-unlocalized-strings -- the spec's English texts, by which a server's
   message is matched; shown translated (src/components/server-messages.ts) */
/**
 * Every validation message, verbatim from the product spec §5 (and §8 for 'Invalid input'),
 * and the confirmation of "E-mail me this contact". UI forms and the mock backend both read them
 * from here; what a person reads is their
 * translation (`translateMessage`, src/components/server-messages.ts).
 */
export const messages = {
  name: 'Please enter your name',
  email: 'Invalid Email Address',
  phoneCode: 'Country code is required',
  phoneNumber: 'Phone Number is required',
  phoneInvalid: 'Invalid phone number for the selected country',
  password: 'Min 6 characters, use a mix of letters, numbers, and symbols. No spaces.',
  passwordsMismatch: 'Passwords do not match',
  loginPassword: 'Please enter your password',
  code: 'Code must be of 6 digits',
  oldPassword: 'Old Password is required',
  newPasswordsMismatch: 'New passwords do not match',
  url: 'Must be a valid URL without spaces',
  phoneEntryBoth: 'Please provide both name and number',
  emailFormat: 'Invalid email format',
  emailEntryBoth: 'Please provide both name and email ID',
  documentBoth: 'Please provide both name and URL',
  upiId: 'Must be a valid UPI ID',
  upiBoth: 'Please provide both name and UPI ID',
  required: 'Cannot be empty',
  postalCode: 'Must be a valid postal code',
  profileName: "Please enter profile's name",
  logoType: 'Only JPEG, PNG, JPG and WEBP files are allowed.',
  logoSize: 'Logo file size must be 2MB or less.',
  invalidInput: 'Invalid input',
  /** Contact exchange (beyond the spec): a visitor's contact needs a way to reach them. */
  emailOrPhone: 'Please give an e-mail or a phone number',
  /** "E-mail me this contact" (beyond the spec): the address is missing, as 'Please enter …'. */
  emailRequired: 'Please enter your email',
  /** Contact exchange: the owner's notice may not be empty (the visitor must read who receives). */
  notice: 'Please write the notice visitors read',
  /** Contract `SingleLineText` (beyond the spec): a name, a company, a street is one line. */
  singleLine: 'Must be one line without tabs or control characters',
  /** Contract `MultiLineText` (beyond the spec): line breaks are kept, other controls are not. */
  multiLine: 'Must not contain tabs or control characters',
  /**
   * "E-mail me this contact" (beyond the spec): the confirmation of contract `mailContactFile`
   * (its example), which a visitor's form reads in their language (visitor-messages.ts).
   */
  mailSent: 'The contact is on its way to your inbox.',
} as const;

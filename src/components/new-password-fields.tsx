import type { GetInputPropsReturnType } from '@mantine/form';
import { PasswordField } from '@/components/password-field';

type Props = {
  /** The new password's field: its label and `form.getInputProps(…)`. */
  password: { label: string; input: GetInputPropsReturnType };
  /** The retype's field, checked against the new password by the form's schema. */
  retype: { label: string; input: GetInputPropsReturnType };
};

/**
 * A new password and its retype (spec §2: register, reset password, change password), both
 * `autocomplete="new-password"` so password managers offer to generate and save one.
 */
export function NewPasswordFields({ password, retype }: Props) {
  return (
    <>
      <PasswordField label={password.label} autoComplete="new-password" {...password.input} />
      <PasswordField label={retype.label} autoComplete="new-password" {...retype.input} />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a keyboard-reachable show/hide toggle (spec §2, §3). The toggle is
 * named after the field ('Show new password') so several on one form stay distinguishable.
 * With an `error` the typing area itself is `aria-invalid` (Mantine marks the field's outer
 * box only, which no screen reader reads as the field), as every other field of the app is.
 */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string }) {
  const { t, i18n } = useLingui();
  const field = label.toLocaleLowerCase(i18n.locale);
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t`Show ${field}` }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}

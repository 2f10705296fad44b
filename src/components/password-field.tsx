import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a keyboard-reachable show/hide toggle (spec §2, §3). The toggle is
 * named after the field ('Show new password') so several on one form stay distinguishable.
 */
export function PasswordField({ label, ...props }: PasswordInputProps & { label: string }) {
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
    />
  );
}

import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A form's submit button: busy (spinner, disabled) while `pending`, so a second press cannot
 * send the form twice.
 */
export function SubmitButton({
  pending,
  children,
  ...props
}: ButtonProps & { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" loading={pending} disabled={pending} {...props}>
      {children}
    </Button>
  );
}

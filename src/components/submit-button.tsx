import { Button, type ButtonProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A form's submit button: busy (spinner, disabled) while `pending`, so a second press cannot
 * send the form twice, and disabled while `disabled` (an editor section without changes).
 *
 * Disabled under the focus (pressed, or the form saved and clean again) it would drop the
 * focus to the page's body, and a keyboard user's next Tab would start from the page's top
 * (WCAG 2.2 SC 2.4.3 Focus Order): its form (`tabindex="-1"`, reachable by script only) takes
 * the focus instead, so the next Tab goes on from there.
 */
export function SubmitButton({
  pending,
  disabled = false,
  children,
  ...props
}: ButtonProps & { pending: boolean; disabled?: boolean; children: ReactNode }) {
  const button = useRef<HTMLButtonElement>(null);
  /** It has the focus, or lost it to nothing (disabled while focused: no `relatedTarget`). */
  const heldFocus = useRef(false);
  const off = pending || disabled;
  useLayoutEffect(() => {
    const form = button.current?.form;
    const lost =
      document.activeElement === button.current || document.activeElement === document.body;
    if (off && heldFocus.current && lost && form) {
      form.tabIndex = -1;
      form.focus();
    }
  }, [off]);
  return (
    <Button
      ref={button}
      type="submit"
      loading={pending}
      disabled={off}
      onFocus={() => (heldFocus.current = true)}
      onBlur={(event) => (heldFocus.current = event.relatedTarget === null)}
      {...props}
    >
      {children}
    </Button>
  );
}

import { t } from '@lingui/core/macro';
import { useId, type ReactNode } from 'react';
import { useCardI18n } from '@/card/profile-card/card-theme-context';
import classes from './exchange-form.module.css';

/**
 * One labelled field of the visitor's forms (no Mantine on the card page): the label names the
 * input, an error is its description (`aria-describedby`) and sets `aria-invalid` (WCAG 3.3.1,
 * 4.1.2). `children` is the input, given the ids through the render function.
 */
export function CardField({
  label,
  optional = false,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  error: string | undefined;
  children: (ids: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}) {
  const i18n = useCardI18n();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
        {optional && <span className={classes.optional}> {t(i18n)`(optional)`}</span>}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}

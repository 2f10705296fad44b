import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { useRef } from 'react';

/**
 * Mantine's useForm with the validation timing of spec §4 ("forms validate on first
 * touch"): a field is validated when it first loses focus, and from then on after every
 * change anywhere in the form, so related fields (a password and its retype) stay in step.
 * Submitting validates everything. `resetTouched()` forgets which fields were touched (call
 * it after a successful save). Values are kept on failure; nothing here clears them.
 *
 * `schema`: a zod schema whose issue paths match the value paths
 * (`phone.number`).
 */
export function useTouchedForm<Values extends Record<string, unknown>>({
  initialValues,
  schema,
}: {
  initialValues: Values;
  schema: z.ZodType;
}) {
  const touched = useRef(new Set<string>());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    enhanceGetInputProps: ({ inputProps, field, form: self }) => {
      // Mantine merges the result into `inputProps` itself: keep the originals first.
      const { onBlur, onChange } = inputProps as {
        onBlur?: (event: unknown) => void;
        onChange: (event: unknown) => void;
      };
      return {
        onBlur: (event: unknown) => {
          onBlur?.(event);
          touched.current.add(field);
          self.validateField(field);
        },
        onChange: (event: unknown) => {
          onChange(event);
          touched.current.forEach((path) => self.validateField(path));
        },
      };
    },
  });
  return {
    ...form,
    resetTouched: () => {
      touched.current.clear();
      form.resetTouched();
    },
  };
}

/**
 * The per-field messages of a failed call (the contract's `errors` map, keyed by request
 * path such as `phone.number`), for `form.setErrors`. Empty when the server sent none.
 */
export function serverFieldErrors(error: unknown): FormErrors {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return {};
  const { errors } = error as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => typeof message === 'string'),
  );
}

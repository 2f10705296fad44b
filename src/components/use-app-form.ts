import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/client';
import { createToastGroup } from '@/lib/toast';

type AppFormOptions<Values, Result> = {
  initialValues: Values;
  /** A Standard Schema (zod) of the form's values; issue paths match value paths (`phone.number`). */
  schema: Parameters<typeof schemaResolver>[0];
  /**
   * When a field first counts as touched: when it loses focus (default, the auth and account
   * forms), or also at its first change (the editor, where a half-filled entry is flagged at once).
   */
  touchOn?: 'blur' | 'change';
  /** Sends the values; resolves with the result, or throws the client's normalised error. */
  send: (values: Values) => Promise<Result>;
  /** Spec §8 success toast: fixed, or read from the result (e.g. the server's message). */
  success: string | ((result: Result) => string);
  /** Spec §8 fallback when a failure carries no message of its own. */
  failure: string;
  /** UI after success: reset, set the user, navigate. Runs before the success toast. */
  onSuccess?: (result: Result) => void;
  /** Maps a server field path (the contract's `errors` map) to a form path; `undefined` skips it. */
  errorPath?: (path: string) => string | undefined;
  /** Send only when the values differ from the initial ones (spec §4 editor forms). */
  onlyWhenDirty?: boolean;
};

/** A field's group: the entry it belongs to (`phone.0` for `phone.0.name`), or itself at the top. */
const groupOf = (path: string) =>
  path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : path;

/**
 * The per-field messages of a failed call (the contract's `errors` map, keyed by request path
 * such as `phone.number`). Empty when the server sent none.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null || !('errors' in error)) return {};
  const { errors } = error as { errors: unknown };
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The one form flow of the app (spec §4 "forms validate on first touch", §8 toasts), over
 * Mantine's useForm:
 * - a field is validated once touched, and from then on after every change anywhere, together
 *   with the other fields of its entry (a phone's name and number; a password and its retype);
 *   after a submit attempt every field counts as touched;
 * - submitting validates everything and sends once at a time (and, with `onlyWhenDirty`, only
 *   when something changed);
 * - success runs `onSuccess`, then shows the success toast, which closes this form's earlier
 *   error toasts (issue #13 "Toasts");
 * - failure keeps what was typed, puts the server's field errors on their fields and shows the
 *   server's message or the `failure` fallback.
 *
 * `restart(values?)` makes `values` (default: the current initial values) the clean state:
 * values, dirty and touched reset, errors cleared.
 */
export function useAppForm<Values extends Record<string, unknown>, Result = unknown>(
  options: AppFormOptions<Values, Result>,
) {
  const { initialValues, schema, touchOn = 'blur', errorPath = (p: string) => p } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolve,
    clearInputErrorOnChange: false,
    enhanceGetInputProps: ({ inputProps, field }) => {
      // Mantine merges the result into `inputProps` itself: keep the originals first.
      const { onBlur, onChange } = inputProps as {
        onBlur?: (event: unknown) => void;
        onChange: (event: unknown) => void;
      };
      return {
        onBlur: (event: unknown) => {
          onBlur?.(event);
          touched.current.add(field);
          revalidateRef.current();
        },
        onChange: (event: unknown) => {
          if (touchOn === 'change') touched.current.add(field);
          onChange(event);
        },
      };
    },
  });

  /** Re-runs the rules of touched fields and their entries; leaves other errors alone. */
  const revalidate = useCallback(() => {
    const all = resolve(form.getValues());
    const everything = submitted.current;
    const paths = [...touched.current];
    if (!everything && paths.length === 0) return;
    const groups = new Set(paths.map(groupOf));
    form.setErrors((current) => {
      const next: FormErrors = { ...current };
      let changed = false;
      for (const path of new Set([...Object.keys(current), ...Object.keys(all)])) {
        if (!everything && !groups.has(groupOf(path)) && !paths.includes(path)) continue;
        if (next[path] === all[path]) continue;
        changed = true;
        if (all[path]) next[path] = all[path];
        else delete next[path];
      }
      return changed ? next : current;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object every render
  }, [resolve]);
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate]);

  useEffect(() => {
    revalidate();
  }, [form.values, revalidate]);

  const restart = useCallback((values?: Values) => {
    const clean = values ?? form.getInitialValues();
    form.setInitialValues(clean);
    form.setValues(clean);
    form.resetDirty(clean);
    form.resetTouched();
    form.clearErrors();
    touched.current.clear();
    submitted.current = false;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object every render
  }, []);

  const [toasts] = useState(createToastGroup);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const persist = async (values: Values) => {
    const { send, success, failure, onSuccess, onlyWhenDirty } = latest.current;
    if (inFlight.current || (onlyWhenDirty && !form.isDirty())) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      const result = await send(values);
      onSuccess?.(result);
      toasts.success(typeof success === 'function' ? success(result) : success);
    } catch (error) {
      toasts.error(errorMessage(error, failure));
      const fields: FormErrors = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        const target = errorPath(path);
        if (target !== undefined) fields[target] = message;
      }
      if (Object.keys(fields).length > 0) form.setErrors((current) => ({ ...current, ...fields }));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  // Built at submit time, so the in-flight guard is read only then.
  const submit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(persist, () => {
      submitted.current = true;
    })(event);

  return {
    form: form as UseFormReturnType<Values>,
    submit,
    submitting,
    dirty: form.isDirty(),
    restart,
    revalidate,
  };
}

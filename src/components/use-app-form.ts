import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { serverFieldErrors } from '@/api/field-errors';
import { serverMessage, translateMessage } from '@/components/server-messages';
import { toast } from '@/lib/toast';

/**
 * Toasts of one form or action (ADR 0007): its success toast closes the error toasts
 * it showed before (here, not in src/lib/toast.ts, which the card loads: only forms use it), so 'Password edited successfully.' never sits above a stale
 * 'Old password is incorrect.'.
 */
export function createToastGroup() {
  let errors: string[] = [];
  return {
    error(message: string): string {
      const id = toast.error(message);
      errors.push(id);
      return id;
    },
    success(message: string): string {
      errors.forEach(toast.close);
      errors = [];
      return toast.success(message);
    },
  };
}

type AppFormOptions<Values, Result> = {
  initialValues: Values;
  /** A Standard Schema (zod) of the form's values; issue paths match value paths (`phone.number`). */
  schema: Parameters<typeof schemaResolver>[0];
  /**
   * When a field first counts as touched: when it loses focus (default, the auth and account
   * forms), or also at its first change (the editor, where a half-filled entry is flagged at once).
   */
  touchOn?: 'blur' | 'change';
  /** Sends the values through a mutation; resolves with the result, or throws the client's normalised error. */
  send: (values: Values) => Promise<Result>;
  /** The mutation's `isPending`: while true, a submit sends nothing (spec §4, one at a time). */
  pending: boolean;
  /**
   * Spec §8 success toast, in the person's language: fixed, or read from the result (e.g. the
   * server's message, translated when the app knows it).
   */
  success: string | ((result: Result) => string);
  /** Spec §8 fallback when a failure carries no message of its own, in the person's language. */
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

/** Every leaf path of a form's values (`phone.0.number`), each `true`: "all touched". */
function allTouched(value: unknown, at = ''): Record<string, boolean> {
  if (value === null || typeof value !== 'object') return at ? { [at]: true } : {};
  return Object.assign(
    {},
    ...Object.entries(value).map(([key, inner]) => allTouched(inner, at ? `${at}.${key}` : key)),
  ) as Record<string, boolean>;
}

/**
 * The one form flow of the app (spec §4 "forms validate on first touch", §8 toasts), on
 * Mantine's useForm and its own state (docs/decisions/0010-form-on-mantine-state.md):
 * - touched is Mantine's touched state, set when a field loses focus (`touchOn: 'change'`: also
 *   at its first change); Mantine validates a field on blur (`validateInputOnBlur`); after every
 *   change the touched fields are validated again together with the other fields of their entry
 *   (a phone's name and number; a password and its retype); a failed submit touches every field;
 * - in flight is the mutation's `isPending`: a submit sends nothing while it is true (and, with
 *   `onlyWhenDirty`, nothing when nothing changed);
 * - success runs `onSuccess`, then shows the success toast, which closes this form's earlier
 *   error toasts (ADR 0007);
 * - failure keeps what was typed, puts the server's field errors on their fields and shows the
 *   server's message or the `failure` fallback.
 *
 * Every message it shows (a rule's, a server's) is in the person's language when the app knows
 * it (`translateMessage`), as sent otherwise. A field's message is kept as written (the rule's
 * English, the server's text) and translated as the field renders, so it follows a language
 * change; `form.errors` holds the untranslated text.
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
  const { i18n } = useLingui();
  const language = useRef(i18n);
  useEffect(() => {
    language.current = i18n;
  });
  // The rules' messages are the spec's English ones (shared with the mock), kept so in the
  // form's errors with a server's, and translated as a field renders (`enhanceGetInputProps`):
  // a language changed while a message shows applies to it.
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolve,
    validateInputOnBlur: true,
    clearInputErrorOnChange: false,
    touchTrigger: touchOn === 'change' ? 'change' : 'focus',
    enhanceGetInputProps: ({ inputProps, field, form: self }) => {
      // Mantine merges the result into `inputProps` itself: keep its onBlur (validation) first.
      const { onBlur } = inputProps as { onBlur?: (event: unknown) => void };
      const { error } = inputProps as { error?: unknown };
      return {
        // The field's message in the language shown now (known ones; others as sent).
        ...(typeof error === 'string' ? { error: translateMessage(i18n, error) } : {}),
        // Focus alone does not touch a field (Mantine's default would).
        onFocus: () => undefined,
        onBlur: (event: unknown) => {
          onBlur?.(event);
          self.setTouched((current) => ({ ...current, [field]: true }));
          revalidate(self);
        },
      };
    },
  });

  /** Re-runs the rules of touched fields and their entries; leaves other errors alone. */
  const revalidate = (target: UseFormReturnType<Values>) => {
    const paths = Object.keys(target.getTouched()).filter((path) => target.isTouched(path));
    if (paths.length === 0) return;
    const all = resolve(target.getValues());
    const groups = new Set(paths.map(groupOf));
    target.setErrors((current) => {
      const next: FormErrors = { ...current };
      let changed = false;
      for (const path of new Set([...Object.keys(current), ...Object.keys(all)])) {
        if (!groups.has(groupOf(path)) && !paths.includes(path)) continue;
        if (next[path] === all[path]) continue;
        changed = true;
        if (all[path]) next[path] = all[path];
        else delete next[path];
      }
      return changed ? next : current;
    });
  };

  useEffect(() => {
    revalidate(form);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object every render
  }, [form.values]);

  // A rule whose message is worded when it runs (a plural: "Create at least 1 profile") says it
  // again after a language change; a message on a field whose rule passes (a server's) stays.
  useEffect(() => {
    const all = resolve(form.getValues());
    form.setErrors((current) => {
      const stale = Object.keys(current).filter((path) => all[path] && all[path] !== current[path]);
      if (stale.length === 0) return current;
      return { ...current, ...Object.fromEntries(stale.map((path) => [path, all[path]])) };
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object every render
  }, [i18n.locale, resolve]);

  const restart = (values?: Values) => {
    const clean = values ?? form.getInitialValues();
    form.setInitialValues(clean);
    form.setValues(clean);
    form.resetDirty(clean);
    form.resetTouched();
    form.clearErrors();
  };

  const [toasts] = useState(createToastGroup);

  const persist = async (values: Values) => {
    const { send, success, failure, onSuccess, onlyWhenDirty, pending } = latest.current;
    if (pending || (onlyWhenDirty && !form.isDirty())) return;
    try {
      const result = await send(values);
      onSuccess?.(result);
      toasts.success(
        typeof success === 'function'
          ? translateMessage(language.current, success(result))
          : success,
      );
    } catch (error) {
      toasts.error(serverMessage(language.current, error, failure));
      const fields: FormErrors = {};
      for (const [path, message] of Object.entries(serverFieldErrors(error))) {
        const target = errorPath(path);
        if (target !== undefined) fields[target] = message;
      }
      if (Object.keys(fields).length > 0) form.setErrors((current) => ({ ...current, ...fields }));
    }
  };

  const submit = (event?: FormEvent<HTMLFormElement>) =>
    form.onSubmit(persist, () => form.setTouched(allTouched(form.getValues())))(event);

  return {
    form: form as UseFormReturnType<Values>,
    submit,
    dirty: form.isDirty(),
    restart,
    revalidate: () => revalidate(form),
  };
}

import { schemaResolver, useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useCallback, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { errorMessage, type Schemas } from '@/api/client';
import { toast } from '@/lib/toast';
import { useReportUnsaved } from './unsaved-changes';

type SectionFormOptions<Values> = {
  /** Names the part for the leave guard, and prefixes the server's field errors (`contact.phone.0.number`). */
  section: string;
  initialValues: Values;
  /** A Standard Schema (zod) of the form's values. */
  schema: Parameters<typeof schemaResolver>[0];
  /** Sends the form's values; resolves to the form values of what the server stored. */
  save: (values: Values) => Promise<Values>;
  /** Spec §8 toasts. */
  successMessage: string;
  failureMessage: string;
  /** Maps a server error path (without the section prefix) to a form path; default: the same. */
  errorPath?: (path: string) => string;
};

/** A field's group: the entry it belongs to (`phone.0` for `phone.0.name`), or itself at the top. */
const groupOf = (path: string) =>
  path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : path;

/**
 * Spec §4 "validate on first touch; related contact fields re-validated together": once any
 * field of an entry has been touched, every field of that entry follows the current values.
 */
function revalidateTouched<Values>(
  form: UseFormReturnType<Values>,
  resolve: (v: Values) => FormErrors,
) {
  const touched = Object.entries(form.getTouched())
    .filter(([, isTouched]) => isTouched)
    .map(([path]) => path);
  if (touched.length === 0) return;
  const groups = new Set(touched.map(groupOf));
  const all = resolve(form.getValues());
  form.setErrors((current) => {
    const next: FormErrors = { ...current };
    let changed = false;
    for (const path of new Set([...Object.keys(current), ...Object.keys(all)])) {
      if (!groups.has(groupOf(path)) && !touched.includes(path)) continue;
      if (next[path] === all[path]) continue;
      changed = true;
      if (all[path]) next[path] = all[path];
      else delete next[path];
    }
    return changed ? next : current;
  });
}

/**
 * One editor section as its own Mantine form (spec §4): validates on first touch, submits only
 * when changed and only once at a time, resets to the saved values with the success toast, and
 * on failure keeps the edits and shows the server's message (and its field errors) or the
 * §8 fallback.
 */
export function useSectionForm<Values extends Record<string, unknown>>(
  options: SectionFormOptions<Values>,
) {
  const {
    section,
    initialValues,
    schema,
    save,
    successMessage,
    failureMessage,
    errorPath = (p) => p,
  } = options;
  const resolve = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolve,
    clearInputErrorOnChange: false,
  });
  const inFlight = useRef(false);

  // Re-run the rules of touched entries whenever a value changes.
  useEffect(() => {
    revalidateTouched(form, resolve);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `form` is a new object every render
  }, [form.values, resolve]);

  const onBlur = useCallback(() => revalidateTouched(form, resolve), [form, resolve]);

  const dirty = form.isDirty();
  useReportUnsaved(section, dirty);

  const persist = async (values: Values) => {
    if (inFlight.current || !form.isDirty()) return;
    inFlight.current = true;
    try {
      const saved = await save(values);
      form.setInitialValues(saved);
      form.setValues(saved);
      form.resetDirty(saved);
      form.resetTouched();
      form.clearErrors();
      toast.success(successMessage);
    } catch (error) {
      toast.error(errorMessage(error, failureMessage));
      const fields = (error as Partial<Schemas['Error']> | undefined)?.errors ?? {};
      for (const [path, message] of Object.entries(fields)) {
        if (path.startsWith(`${section}.`))
          form.setFieldError(errorPath(path.slice(section.length + 1)), message);
      }
    } finally {
      inFlight.current = false;
    }
  };
  // Built at submit time, so the in-flight guard is read only then.
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(persist)(event);

  return { form, submit, onBlur, dirty, submitting: form.submitting };
}

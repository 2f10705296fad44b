import { useLingui } from '@lingui/react';
import type { schemaResolver } from '@mantine/form';
import type { Schemas } from '@/api/client';
import { useAppForm } from '@/components/use-app-form';
import { useUpdateSection } from '../api/editor-queries';
import { useReportDraft, type DraftPart } from './editor-draft';
import { sectionWords } from './section-words';
import { useReportUnsaved } from './unsaved-changes';

type SectionFormOptions<Values, Part extends keyof DraftPart> = {
  /** Names the part for the leave guard, and prefixes the server's field errors (`contact.phone.0.number`). */
  section: Part;
  /** The card whose section this is. */
  profileId: string;
  initialValues: Values;
  /** A Standard Schema (zod) of the form's values. */
  schema: Parameters<typeof schemaResolver>[0];
  /**
   * Sends the form's values with `send` (the section's `PATCH`, resolving to the stored card);
   * resolves to the form values of what the server stored.
   */
  save: (
    values: Values,
    send: (body: Schemas['ProfileUpdate']) => Promise<Schemas['Profile']>,
  ) => Promise<Values>;
  /** What the live preview shows of the unsaved values. */
  preview: (values: Values) => DraftPart[Part];
  /** Spec §8 toasts, in the person's language. */
  successMessage: string;
  failureMessage: string;
  /** Maps a server error path (without the section prefix) to a form path; default: the same. */
  errorPath?: (path: string) => string;
};

/**
 * One editor section as its own form: the app's one form flow ({@link useAppForm}: validate on
 * first change, send only when changed and once at a time, toasts) plus what the editor needs
 * around it: after a save the form starts clean from what the server stored, the leave guard
 * hears about unsaved edits, and the live preview gets the unsaved values. `restart(values)`
 * makes `values` the clean state (a section whose stored values another section's save changed).
 */
export function useSectionForm<
  Values extends Record<string, unknown>,
  Part extends keyof DraftPart,
>(options: SectionFormOptions<Values, Part>) {
  const { section, save, errorPath = (p) => p } = options;
  const update = useUpdateSection(options.profileId);
  const prefix = `${section}.`;
  const flow = useAppForm<Values, Values>({
    initialValues: options.initialValues,
    schema: options.schema,
    touchOn: 'change',
    onlyWhenDirty: true,
    send: (values) => save(values, update.save),
    pending: update.pending,
    onSuccess: (saved) => flow.restart(saved),
    success: options.successMessage,
    failure: options.failureMessage,
    errorPath: (path) =>
      path.startsWith(prefix) ? errorPath(path.slice(prefix.length)) : undefined,
  });
  const { form, submit, dirty, revalidate, restart } = flow;
  useReportUnsaved(section, dirty);
  useReportDraft(section, dirty ? options.preview(form.values) : undefined);
  return { form, submit, onBlur: revalidate, dirty, restart, submitting: update.pending, section };
}

/** A card section that `useCardSectionForm` edits (its words are in `sectionWords`). */
type CardPart = keyof typeof sectionWords & keyof DraftPart;
/** The section's `PATCH` body, `{ location: Body<'location'> }`. */
type Update<Part extends CardPart> = Extract<Schemas['ProfileUpdate'], Record<Part, unknown>>;
type Body<Part extends CardPart> = Update<Part>[Part];

/**
 * How one card section's form meets the card: the part it edits, its values' schema, how a
 * stored card fills it (`fromProfile`) and what its `PATCH` sends (`request`). The live preview
 * shows the request unless `preview` says otherwise; `errorPath` maps a server error path
 * (without the section prefix) to a form path.
 */
export type SectionCodec<Values, Part extends CardPart> = {
  section: Part;
  schema: Parameters<typeof schemaResolver>[0];
  fromProfile: (profile: Schemas['Profile']) => Values;
  errorPath?: (path: string) => string;
} & (
  | { request: (values: Values) => Body<Part> & DraftPart[Part]; preview?: undefined }
  | { request: (values: Values) => Body<Part>; preview: (values: Values) => DraftPart[Part] }
);

/**
 * {@link useSectionForm} for a card section described by `codec`: filled from `profile`, saved
 * as `{ [section]: request(values) }`, with the section's name (`label`, for `SectionForm`)
 * and toasts from `sectionWords`.
 */
export function useCardSectionForm<Values extends Record<string, unknown>, Part extends CardPart>(
  profile: Schemas['Profile'],
  codec: SectionCodec<Values, Part>,
) {
  const { i18n } = useLingui();
  const words: (typeof sectionWords)[CardPart] = sectionWords[codec.section];
  const section = useSectionForm<Values, Part>({
    section: codec.section,
    profileId: profile._id,
    initialValues: codec.fromProfile(profile),
    schema: codec.schema,
    // A computed key widens to a string index: the body is the union's member for `section`.
    save: async (values, send) =>
      codec.fromProfile(await send({ [codec.section]: codec.request(values) } as Update<Part>)),
    preview: codec.preview === undefined ? codec.request : codec.preview,
    successMessage: i18n._(words.success),
    failureMessage: i18n._(words.failure),
    errorPath: codec.errorPath,
  });
  return { ...section, label: i18n._(words.label) };
}

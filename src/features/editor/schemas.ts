import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import { limits } from '@/lib/validation/rules';
import { messages } from '@/lib/validation/messages';
import {
  documentSchema,
  exchangeSectionSchema,
  generalSectionSchema,
  locationSectionSchema,
  isEmail,
  otherSectionSchema,
  socialsSectionSchema,
} from '@/lib/validation/schemas';

/**
 * The editor's section forms (spec §5 editor rules), built from the shared request schemas so
 * the UI and the mock backend apply one rule with one message. Each form's values mirror its
 * request body; `…FromProfile` fills a form from a stored card and `…Request` makes the body.
 */

type Profile = Schemas['Profile'];

export const generalFormSchema = generalSectionSchema;
export type GeneralFormValues = Schemas['GeneralUpdate'];
export const generalFromProfile = (p: Profile): GeneralFormValues => ({
  name: p.general.name,
  tagLine: p.general.tagLine,
  description: p.general.description,
});

/** `list` filled up to `size` entries with `blank()` (fixed editing slots, spec §3 and §9). */
export const pad = <T>(list: T[], size: number, blank: () => T) =>
  Array.from({ length: size }, (_, i) => list[i] ?? blank());

export const socialsFormSchema = socialsSectionSchema;
export type SocialsFormValues = Schemas['Socials'];
export const socialsFromProfile = (p: Profile): SocialsFormValues => ({ ...p.socials });
export const socialsRequest = (v: SocialsFormValues): Schemas['Socials'] =>
  Object.fromEntries(socialsKeys.map((key) => [key, v[key].trim()])) as Schemas['Socials'];

export const locationFormSchema = locationSectionSchema;
export type LocationFormValues = Schemas['Location'];
export const locationFromProfile = (p: Profile): LocationFormValues => ({
  googleMapsUrl: p.location.googleMapsUrl,
  address: { ...p.location.address },
});
export const locationRequest = (v: LocationFormValues): Schemas['Location'] => ({
  googleMapsUrl: v.googleMapsUrl.trim(),
  address: {
    street: v.address.street.trim(),
    city: v.address.city.trim(),
    state: v.address.state.trim(),
    postalCode: v.address.postalCode.trim(),
    country: v.address.country.trim(),
  },
});

/** Up to 3 documents are edited (spec §3), in fixed slots. */
export const documentsFormSchema = z.object({
  documents: z.array(documentSchema).check(z.maxLength(limits.documents)),
});
export type DocumentsFormValues = { documents: Schemas['Document'][] };
export const documentsFromProfile = (p: Profile): DocumentsFormValues => ({
  documents: pad(p.documents.slice(0, limits.documents), limits.documents, () => ({
    name: '',
    content: '',
  })),
});
/** Empty slots are not sent: the public page shows the documents tab only for a non-empty list. */
export const documentsRequest = (v: DocumentsFormValues): Schemas['Documents'] =>
  v.documents
    .map((d) => ({ name: d.name.trim(), content: d.content.trim() }))
    .filter((d) => d.name !== '' || d.content !== '');

export const otherFormSchema = otherSectionSchema;
export type OtherFormValues = Schemas['Other'];
export const otherFromProfile = (p: Profile): OtherFormValues => ({
  upi: { ...p.other.upi },
  googleReviewUrl: p.other.googleReviewUrl,
});
export const otherRequest = (v: OtherFormValues): Schemas['Other'] => ({
  upi: { name: v.upi.name.trim(), content: v.upi.content.trim() },
  googleReviewUrl: v.googleReviewUrl.trim(),
});

/**
 * Contact exchange (capability `contactExchange`): on or off, the fields asked, the notice and
 * the privacy link. Only on a card whose server sent the section.
 */
export const exchangeFormSchema = exchangeSectionSchema;
export type ExchangeFormValues = Schemas['ExchangeSettingsInput'];
export const exchangeFromSettings = (e: Schemas['ExchangeSettings']): ExchangeFormValues => ({
  enabled: e.enabled,
  fields: [...e.fields],
  notice: e.notice,
  privacyUrl: e.privacyUrl,
});
export const exchangeRequest = (v: ExchangeFormValues): Schemas['ExchangeSettingsInput'] => ({
  enabled: v.enabled,
  fields: [...v.fields],
  notice: v.notice.trim(),
  privacyUrl: v.privacyUrl.trim(),
});

/**
 * Meta (admins): the owner is edited as an e-mail string; empty means no owner, which
 * `metaRequest` sends as null (the request's own schema refuses an empty string).
 */
export const metaFormSchema = z.object({
  owner: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || isEmail(v), messages.emailFormat),
  ),
  isActive: z.boolean(),
});
export type MetaFormValues = { owner: string; isActive: boolean };
export const metaFromProfile = (p: Profile): MetaFormValues => ({
  owner: p.meta.owner?.email ?? '',
  isActive: p.meta.isActive,
});
/** Spec §4: an empty owner e-mail is sent as null, which clears the owner. */
export const metaRequest = (v: MetaFormValues): Schemas['MetaUpdate'] => ({
  owner: v.owner.trim() === '' ? null : v.owner.trim(),
  isActive: v.isActive,
});

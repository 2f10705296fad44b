import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { socialsKeys } from '@/api/generated/lists/socials-keys.gen';
import { limits } from '@/lib/validation/rules';
import { messages } from '@/lib/validation/messages';
import type { SectionCodec } from './lib/use-section-form';
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
 * request body; a section's `…Form` ({@link SectionCodec}) fills it from a stored card
 * (`fromProfile`) and makes the body (`request`).
 */

export type GeneralFormValues = Schemas['GeneralUpdate'];
export const generalForm: SectionCodec<GeneralFormValues, 'general'> = {
  section: 'general',
  schema: generalSectionSchema,
  fromProfile: (p) => ({
    name: p.general.name,
    tagLine: p.general.tagLine,
    description: p.general.description,
  }),
  request: (v) => ({ name: v.name.trim(), tagLine: v.tagLine.trim(), description: v.description }),
};

/** `list` filled up to `size` entries with `blank()` (fixed editing slots, spec §3 and §9). */
export const pad = <T>(list: T[], size: number, blank: () => T) =>
  Array.from({ length: size }, (_, i) => list[i] ?? blank());

export type SocialsFormValues = Schemas['Socials'];
export const socialsForm: SectionCodec<SocialsFormValues, 'socials'> = {
  section: 'socials',
  schema: socialsSectionSchema,
  fromProfile: (p) => ({ ...p.socials }),
  request: (v) =>
    Object.fromEntries(socialsKeys.map((key) => [key, v[key].trim()])) as Schemas['Socials'],
};

export type LocationFormValues = Schemas['Location'];
export const locationForm: SectionCodec<LocationFormValues, 'location'> = {
  section: 'location',
  schema: locationSectionSchema,
  fromProfile: (p) => ({
    googleMapsUrl: p.location.googleMapsUrl,
    address: { ...p.location.address },
  }),
  request: (v) => ({
    googleMapsUrl: v.googleMapsUrl.trim(),
    address: {
      street: v.address.street.trim(),
      city: v.address.city.trim(),
      state: v.address.state.trim(),
      postalCode: v.address.postalCode.trim(),
      country: v.address.country.trim(),
    },
  }),
};

/**
 * Up to 3 documents are edited (spec §3), in fixed slots. Empty slots are not sent: the public
 * page shows the documents tab only for a non-empty list.
 */
export type DocumentsFormValues = { documents: Schemas['Document'][] };
export const documentsForm: SectionCodec<DocumentsFormValues, 'documents'> = {
  section: 'documents',
  schema: z.object({
    documents: z.array(documentSchema).check(z.maxLength(limits.documents)),
  }),
  fromProfile: (p) => ({
    documents: pad(p.documents.slice(0, limits.documents), limits.documents, () => ({
      name: '',
      content: '',
    })),
  }),
  request: (v) =>
    v.documents
      .map((d) => ({ name: d.name.trim(), content: d.content.trim() }))
      .filter((d) => d.name !== '' || d.content !== ''),
  // The form nests the list under `documents` (the request body is the bare list).
  errorPath: (path) => `documents.${path}`,
};

export type OtherFormValues = Schemas['Other'];
export const otherForm: SectionCodec<OtherFormValues, 'other'> = {
  section: 'other',
  schema: otherSectionSchema,
  fromProfile: (p) => ({
    upi: { ...p.other.upi },
    googleReviewUrl: p.other.googleReviewUrl,
  }),
  request: (v) => ({
    upi: { name: v.upi.name.trim(), content: v.upi.content.trim() },
    googleReviewUrl: v.googleReviewUrl.trim(),
  }),
};

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
 * Meta (admins): the owner is edited as an e-mail string; empty means no owner, which the
 * request sends as null (spec §4: that clears the owner; the request's own schema refuses an
 * empty string). The meta tab changes nothing the live preview shows.
 */
export type MetaFormValues = { owner: string; isActive: boolean };
export const metaForm: SectionCodec<MetaFormValues, 'meta'> = {
  section: 'meta',
  schema: z.object({
    owner: z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isEmail(v), messages.emailFormat),
    ),
    isActive: z.boolean(),
  }),
  fromProfile: (p) => ({
    owner: p.meta.owner?.email ?? '',
    isActive: p.meta.isActive,
  }),
  request: (v) => ({
    owner: v.owner.trim() === '' ? null : v.owner.trim(),
    isActive: v.isActive,
  }),
  preview: () => undefined,
};

import { imageSize } from 'image-size';
import { decodedSize } from '#mock-image';
import type { z } from 'zod/mini';
import type { components } from '@/api/generated/schema.gen';
import { limits } from '@/lib/validation/rules';
import { messages } from '@/lib/validation/messages';
import { contactSectionSchema } from '@/lib/validation/phone-schemas';
import {
  createProfilesRequestSchema,
  documentsSectionSchema,
  exchangeSectionSchema,
  generalSectionSchema,
  locationSectionSchema,
  metaSectionSchema,
  otherSectionSchema,
  socialsSectionSchema,
  styleSectionSchema,
} from '@/lib/validation/schemas';
import { translationsSectionSchema } from '@/lib/validation/translation-schemas';
import { withoutAbsentCapabilities } from '../capability-fields';
import { isCrossSiteResourceLoad } from '../fetch-metadata';
import { buildProfile, defaultLogo, newId, toSummary } from '../factories';
import { issueViewToken, views30Days } from '../insights';
import { randomToken } from '../store';
import { createGuard, owns } from './auth';
import { exchangeViews } from './exchange';
import { announced, err, forbidden, http, invalid, readBody, type MockContext } from './context';

type Schemas = components['schemas'];
type Profile = Schemas['Profile'];

/** Clears the code of an entry whose name and number are both empty (spec §5). */
const normalisePhones = (entries: { name: string; code: string; number: string }[]) =>
  entries.map((e) =>
    e.name.trim() === '' && e.number.trim() === ''
      ? { name: '', code: '' as const, number: '' }
      : { name: e.name.trim(), code: 'IN' as const, number: e.number.trim() },
  );

/** The lists of `CardText` that translate a list of the card's entries by position. */
type EntryLabels = 'phoneLabels' | 'whatsappLabels' | 'emailLabels' | 'documentNames';

/**
 * Moves the card's translated labels of one list (`key`) with their entries when the list
 * changes from `before` to `after` (contract `CardText`: a translated label or document name
 * goes with the entry of the same name). Each entry of `after` takes the translation of the
 * first entry of `before` with its name not taken yet; an entry whose name is new (added or
 * renamed) has none, so a visitor reads its own words rather than another entry's (the editor
 * leaves an emptied document out, and the documents after it move up).
 */
function moveEntryLabels(
  profile: Profile,
  key: EntryLabels,
  before: readonly { name: string }[],
  after: readonly { name: string }[],
): void {
  const { translations } = profile;
  if (!translations) return;
  const move = (labels: string[]) => {
    const taken = new Set<number>();
    const moved = after.map(({ name }) => {
      const i = before.findIndex(
        (entry, k) => !taken.has(k) && name.trim() !== '' && entry.name.trim() === name.trim(),
      );
      if (i < 0) return '';
      taken.add(i);
      return labels[i] ?? '';
    });
    while (moved.length > 0 && moved.at(-1)?.trim() === '') moved.pop();
    return moved;
  };
  // A new object, never an edit of the stored one: the seed's translations are shared.
  const texts = Object.fromEntries(
    Object.entries(translations.texts).map(([language, text]) => {
      if (!text?.[key]) return [language, text];
      const { [key]: labels, ...rest } = text;
      const moved = move(labels ?? []);
      return [language, moved.length > 0 ? { ...rest, [key]: moved } : rest];
    }),
  );
  profile.translations = { ...translations, texts };
}

const imageTypes = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Largest width or height of a logo, in pixels (contract `uploadLogo`). */
export const logoMaxPixels = 10_000;

/**
 * Most pixels of a logo, width × height (contract `uploadLogo`): 16 megapixels (4096 × 4096),
 * far above any logo, far below a decompression bomb (a few KB of PNG that declares
 * 10,000 × 10,000 pixels and takes 400 MB to decode on every visitor's phone).
 */
export const logoMaxPixelCount = 4096 * 4096;

/** Whether the bytes run to the format's end: PNG's IEND chunk, JPEG's EOI, WEBP's RIFF size. */
function isWhole(type: keyof typeof imageTypes, bytes: Uint8Array): boolean {
  const n = bytes.length;
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  switch (type) {
    case 'png':
      // IEND, its empty data and its CRC (AE 42 60 82) are the last 12 bytes (PNG spec §11.2.5).
      return ascii(n - 8, n - 4) === 'IEND' && bytes[n - 4] === 0xae && bytes[n - 1] === 0x82;
    case 'jpg':
      return bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
    case 'webp': {
      const size = new DataView(bytes.buffer, bytes.byteOffset, n).getUint32(4, true);
      return size + 8 === n + (size % 2);
    }
  }
}

/**
 * The logo's media type when the bytes are a whole JPEG, PNG or WEBP image: the header decodes
 * (image-size) to one of those types with a width and height of 1 to `logoMaxPixels` and at
 * most `logoMaxPixelCount` pixels, the data runs to the format's end marker, and then every
 * pixel decodes to that same size (`#mock-image`: sharp in Node, `createImageBitmap` in the
 * browser). Otherwise undefined (the caller answers 415): a file that only starts with an image
 * signature, or a header and end marker around anything else (an SVG with script), is not an
 * image. The pixel count is checked from the header before anything is decoded.
 */
export async function decodeLogo(bytes: Uint8Array): Promise<string | undefined> {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return undefined;
  }
  const type = size.type as keyof typeof imageTypes | undefined;
  if (!type || !(type in imageTypes)) return undefined;
  const { width, height } = size;
  const fits = (v: number | undefined): v is number =>
    v !== undefined && v >= 1 && v <= logoMaxPixels;
  if (!fits(width) || !fits(height) || width * height > logoMaxPixelCount) return undefined;
  if (!isWhole(type, bytes)) return undefined;
  const decoded = await decodedSize(bytes, imageTypes[type], logoMaxPixelCount);
  if (!decoded) return undefined;
  // A browser applies a JPEG's EXIF orientation, which may swap width and height.
  const same =
    (decoded.width === width && decoded.height === height) ||
    (decoded.width === height && decoded.height === width);
  return same ? imageTypes[type] : undefined;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** Contract `listProfiles`: cards per page when `page` comes without `pageSize`. */
const defaultListPageSize = 50;

/**
 * Handlers of the contract's `profile` tag over the store (rules: the contract's reference rules,
 * spec §5, §6).
 */
export function profileHandlers(ctx: MockContext) {
  const { store } = ctx;
  const guard = createGuard(ctx);
  const exchange = exchangeViews(ctx);
  const offered = () => ctx.control.capabilities;
  /** The cards as answered: without the fields of capabilities the backend does not offer. */
  // Capability `cardTranslations`: a card never translated is written in English, with none.
  const translated = <T extends Profile | Schemas['PublicProfile']>(card: T): T => ({
    ...card,
    translations: card.translations ?? { language: 'en', texts: {} },
  });
  const views = {
    ...exchange,
    profile: (profile: Profile) =>
      withoutAbsentCapabilities('Profile', translated(exchange.profile(profile)), offered()),
    publicProfile: (profile: Profile) =>
      withoutAbsentCapabilities(
        'PublicProfile',
        translated(exchange.publicProfile(profile)),
        offered(),
      ),
  };
  const ok = (profile: Profile, message: string) => ({
    success: true as const,
    message,
    data: { profile: views.profile(profile) },
  });

  return [
    http.get('/api/profile', async ({ cookies, query, response }) => {
      const auth = await guard.requireVerified(cookies);
      if (auth instanceof Response) return auth;
      const { user } = auth;
      const all = query.get('admin') === 'true';
      if (all && !user.isAdmin) return response(403).json(forbidden);
      const now = Date.now();
      const insights = ctx.control.capabilities.includes('insights');
      const profiles = store.state.profiles
        .filter((p) => all || owns(p, user.email))
        .map((p) => ({
          ...views.summary(toSummary(p)),
          // Capability `insights`: a server without it never sends the field.
          ...(insights ? { views30Days: views30Days(store.state.insights, p._id, now) } : {}),
        }));
      // Contract `listProfiles`: optional paging. The gate checked `page` and `pageSize`.
      const pageParam = query.get('page');
      if (pageParam === null) {
        return response(200).json({
          success: true,
          message: 'Profiles fetched.',
          data: { profiles, count: profiles.length },
        });
      }
      const page = Number(pageParam);
      const pageSize = Number(query.get('pageSize') ?? defaultListPageSize);
      return response(200).json({
        success: true,
        message: 'Profiles fetched.',
        data: {
          profiles: profiles.slice((page - 1) * pageSize, page * pageSize),
          count: profiles.length,
          page,
          pageSize,
        },
      });
    }),

    http.post('/api/profile', async ({ request, cookies, response }) => {
      const auth = await guard.requireAdmin(cookies);
      if (auth instanceof Response) return auth;
      const parsed = createProfilesRequestSchema.safeParse(await readBody(request));
      if (!parsed.success) return response(400).json(invalid(parsed.error));
      const created = Array.from({ length: parsed.data.number }, () =>
        buildProfile({ general: { name: parsed.data.name.trim() } }),
      );
      store.state.profiles.push(...created);
      store.commit();
      return response(201).json({
        success: true,
        message: 'Profiles created.',
        data: { ids: created.map((p) => p._id) },
      });
    }),

    http.get('/api/profile/{profileId}', ({ params, query, request, response }) => {
      const profile = guard.requireActiveCard(params.profileId);
      if (profile instanceof Response) return profile;
      // Another site's <img>, script or frame of the card is no visit: it counts no tap (any site
      // could otherwise add taps), though it still gets the card.
      const counted = query.get('count') !== 'false' && !isCrossSiteResourceLoad(request);
      // Contract "Insights", view tokens: a counted load hands the page the token its events
      // must carry, so views never outnumber taps.
      const viewToken =
        counted && ctx.control.capabilities.includes('insights')
          ? issueViewToken(store.state.insights, profile._id, Date.now(), randomToken())
          : undefined;
      if (counted) {
        profile.meta.taps += 1;
        store.commit();
      }
      return response(200).json({
        success: true,
        message: 'Profile fetched.',
        data: {
          profile: views.publicProfile(profile),
          ...announced(ctx.control),
          ...(viewToken ? { viewToken } : {}),
        },
      });
    }),

    http.get('/api/profile/{profileId}/edit', async ({ params, cookies, response }) => {
      const auth = await guard.requireEditable(cookies, params.profileId);
      if (auth instanceof Response) return auth;
      const { profile } = auth;
      return response(200).json(ok(profile, 'Profile fetched.'));
    }),

    http.patch('/api/profile/{profileId}', async ({ params, request, cookies, response }) => {
      const auth = await guard.requireEditable(cookies, params.profileId);
      if (auth instanceof Response) return auth;
      const { user, profile } = auth;
      const body = await readBody(request);
      const keys = body && typeof body === 'object' ? Object.keys(body) : [];
      const [section] = keys;
      if (keys.length !== 1 || !section) return response(400).json(err(messages.invalidInput));
      const value = (body as Record<string, unknown>)[section];
      const prefix = (error: z.core.$ZodError) => {
        const body400 = invalid(error);
        const errors = Object.fromEntries(
          Object.entries(body400.errors ?? {}).map(([k, v]) => [`${section}.${k}`, v]),
        );
        return response(400).json({ ...body400, errors });
      };
      switch (section) {
        case 'general': {
          const parsed = generalSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.general = { ...profile.general, ...parsed.data, name: parsed.data.name.trim() };
          break;
        }
        case 'contact': {
          const parsed = contactSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          const before = profile.contact;
          profile.contact = {
            phone: normalisePhones(parsed.data.phone),
            whatsapp: normalisePhones(parsed.data.whatsapp),
            email: parsed.data.email.map((e) => ({
              name: e.name.trim(),
              content: e.content.trim(),
            })),
          };
          moveEntryLabels(profile, 'phoneLabels', before.phone, profile.contact.phone);
          moveEntryLabels(profile, 'whatsappLabels', before.whatsapp, profile.contact.whatsapp);
          moveEntryLabels(profile, 'emailLabels', before.email, profile.contact.email);
          break;
        }
        case 'socials': {
          const parsed = socialsSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.socials = parsed.data;
          break;
        }
        case 'location': {
          const parsed = locationSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.location = parsed.data;
          break;
        }
        case 'documents': {
          const parsed = documentsSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          moveEntryLabels(profile, 'documentNames', profile.documents, parsed.data);
          profile.documents = parsed.data;
          break;
        }
        case 'other': {
          const parsed = otherSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.other = parsed.data;
          break;
        }
        case 'style': {
          const parsed = styleSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.style = { ...profile.style, ...parsed.data };
          break;
        }
        case 'meta': {
          if (!user.isAdmin) return response(403).json(forbidden);
          const parsed = metaSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          const { owner, isActive } = parsed.data;
          const ownerBefore = profile.meta.owner?.email.toLowerCase();
          if (owner !== undefined) {
            if (owner === null || owner === '') {
              profile.meta.owner = null;
            } else {
              const ownerUser = store.userByEmail(owner);
              if (!ownerUser) {
                const message = 'No user is registered with this email.';
                return response(400).json(err(message, { 'meta.owner': message }));
              }
              profile.meta.owner = { email: ownerUser.email };
            }
          }
          if (isActive !== undefined) profile.meta.isActive = isActive;
          // Contacts left for one owner never pass to the next (contract, contactExchange).
          if (profile.meta.owner?.email.toLowerCase() !== ownerBefore) {
            store.state.contacts = store.state.contacts.filter((c) => c.profileId !== profile._id);
          }
          break;
        }
        case 'exchange': {
          // Capability `contactExchange`: without it, an unknown section like any other.
          if (!views.offered()) return response(400).json(err(messages.invalidInput));
          const parsed = exchangeSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          const before = views.profile(profile).exchange;
          const notice = parsed.data.notice.trim();
          profile.exchange = {
            ...parsed.data,
            notice,
            privacyUrl: parsed.data.privacyUrl.trim(),
            // A new version whenever the text changes: each contact keeps the one it was shown.
            noticeVersion:
              before && before.notice === notice ? before.noticeVersion : new Date().toISOString(),
          };
          break;
        }
        case 'translations': {
          // Capability `cardTranslations`: without it, an unknown section like any other.
          if (!offered().includes('cardTranslations')) {
            return response(400).json(err(messages.invalidInput));
          }
          const parsed = translationsSectionSchema.safeParse(value);
          if (!parsed.success) return prefix(parsed.error);
          profile.translations = parsed.data;
          break;
        }
        default:
          return response(400).json(err(messages.invalidInput));
      }
      store.commit();
      return response(200).json(ok(profile, 'Profile updated.'));
    }),

    http.patch('/api/profile/{profileId}/logo', async ({ params, request, cookies, response }) => {
      const auth = await guard.requireEditable(cookies, params.profileId);
      if (auth instanceof Response) return auth;
      const { profile } = auth;
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get('logo');
      } catch {
        file = null;
      }
      if (!file || typeof file === 'string') {
        return response(400).json(
          err(messages.invalidInput, { logo: 'Please choose a logo file.' }),
        );
      }
      if (file.size > limits.logoMaxBytes) return response(413).json(err(messages.logoSize));
      const bytes = new Uint8Array(await file.arrayBuffer());
      const type = await decodeLogo(bytes);
      if (!type) return response(415).json(err(messages.logoType));
      profile.general.logo = {
        name: `profile/logos/${profile._id}-${newId().slice(0, 8)}`,
        content: `data:${type};base64,${toBase64(bytes)}`,
      };
      store.commit();
      return response(200).json(ok(profile, 'Logo updated successfully !'));
    }),

    http.delete('/api/profile/{profileId}/logo', async ({ params, cookies, response }) => {
      const auth = await guard.requireEditable(cookies, params.profileId);
      if (auth instanceof Response) return auth;
      const { profile } = auth;
      profile.general.logo = { ...defaultLogo };
      store.commit();
      return response(200).json(ok(profile, 'Logo deleted successfully !'));
    }),
  ];
}

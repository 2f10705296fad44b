import { plural, t } from '@lingui/core/macro';
import { z } from 'zod/mini';
import { limits } from '@/lib/validation/rules';
import { profileNameSchema } from '@/lib/validation/schemas';

/**
 * The Create Profile form (spec §5: name required, count at least 1; the name by the request's
 * rule). The count's upper bound is the contract's maximum per call. Its own messages are in
 * the person's language when the rule runs (Lingui's global `i18n`). The NumberInput gives ''
 * while empty.
 */
export const createProfilesFormSchema = z.object({
  name: profileNameSchema,
  number: z.pipe(
    z.union([z.number(), z.literal('')]).check(
      z.refine((v) => v !== '', {
        error: () => t`Please enter how many profiles to create`,
      }),
    ),
    z.int({ error: () => t`Please enter a whole number` }).check(
      z.gte(limits.bulkMin, {
        error: () =>
          plural(limits.bulkMin, {
            one: 'Create at least # profile',
            other: 'Create at least # profiles',
          }),
      }),
      z.lte(limits.bulkMax, {
        error: () =>
          plural(limits.bulkMax, {
            one: 'Create at most # profile at a time',
            other: 'Create at most # profiles at a time',
          }),
      }),
    ),
  ),
});

export type CreateProfilesFormValues = { name: string; number: number | '' };

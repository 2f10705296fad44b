import { z } from 'zod/mini';
import { limits } from '@/lib/validation/rules';
import { profileNameSchema } from '@/lib/validation/schemas';

/**
 * The Create Profile form (spec §5: name required, count at least 1; the name by the request's
 * rule). The count's upper bound is the contract's maximum per call. The NumberInput gives ''
 * while empty.
 */
export const createProfilesFormSchema = z.object({
  name: profileNameSchema,
  number: z.pipe(
    z
      .union([z.number(), z.literal('')])
      .check(z.refine((v) => v !== '', 'Please enter how many profiles to create')),
    z
      .int('Please enter a whole number')
      .check(
        z.gte(limits.bulkMin, `Create at least ${limits.bulkMin} profile`),
        z.lte(limits.bulkMax, `Create at most ${limits.bulkMax} profiles at a time`),
      ),
  ),
});

export type CreateProfilesFormValues = { name: string; number: number | '' };

import { z } from 'zod';
import { messages } from '@/lib/validation/messages';
import { limits } from '@/lib/validation/rules';

/**
 * The Create Profile form (spec §5: name required, count at least 1). The count's upper bound
 * is the contract's maximum per call. The NumberInput gives '' while empty.
 */
export const createProfilesFormSchema = z.object({
  name: z.string().refine((v) => v.trim() !== '', messages.profileName),
  number: z
    .union([z.number(), z.literal('')])
    .refine((v) => v !== '', 'Please enter how many profiles to create')
    .pipe(
      z
        .number()
        .int('Please enter a whole number')
        .min(limits.bulkMin, `Create at least ${limits.bulkMin} profile`)
        .max(limits.bulkMax, `Create at most ${limits.bulkMax} profiles at a time`),
    ),
});

export type CreateProfilesFormValues = { name: string; number: number | '' };

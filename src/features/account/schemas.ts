import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { messages } from '@/lib/validation/messages';
import { updateDetailsRequestSchema } from '@/lib/validation/phone-schemas';
import { updatePasswordRequestSchema } from '@/lib/validation/schemas';

/**
 * Form schemas of My Account: the same request rules as the mock backend (spec §5, "the
 * profile-update form for name and phone uses the same rules as registration"), plus the
 * retype of the new password, which is never sent.
 */
export const detailsFormSchema = updateDetailsRequestSchema;
export type DetailsFormValues = z.input<typeof detailsFormSchema>;

/** My Details values of the current user. */
export function detailsOf(user: Schemas['User']): DetailsFormValues {
  return { name: user.name, phone: { code: user.phone.code, number: user.phone.number } };
}

export const passwordFormSchema = z
  .extend(updatePasswordRequestSchema, { confirmNewPassword: z.string() })
  .check(
    z.refine((values) => values.newPassword === values.confirmNewPassword, {
      path: ['confirmNewPassword'],
      message: messages.newPasswordsMismatch,
    }),
  );
export type PasswordFormValues = z.input<typeof passwordFormSchema>;
export const passwordInitialValues: PasswordFormValues = {
  oldPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};

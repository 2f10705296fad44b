import { z } from 'zod/mini';
import { messages } from '@/lib/validation/messages';
import { registerRequestSchema } from '@/lib/validation/phone-schemas';
import { defaultPhoneCode } from '@/lib/validation/rules';
import { retyped } from './schemas';

/** The register form (spec §2, §5): the register request plus the retyped password. */
export const registerFormSchema = z
  .extend(registerRequestSchema, { confirmPassword: z.string() })
  .check(z.refine(retyped, { path: ['confirmPassword'], message: messages.passwordsMismatch }));
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export const registerInitialValues: RegisterFormValues = {
  name: '',
  email: '',
  phone: { code: defaultPhoneCode, number: '' },
  password: '',
  confirmPassword: '',
};

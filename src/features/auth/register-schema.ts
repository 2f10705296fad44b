import { z } from 'zod';
import { messages } from '@/lib/validation/messages';
import { registerRequestSchema } from '@/lib/validation/phone-schemas';
import { defaultPhoneCode } from '@/lib/validation/rules';
import { retyped } from './schemas';

/** The register form (spec §2, §5): the register request plus the retyped password. */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string() })
  .refine(retyped, { path: ['confirmPassword'], message: messages.passwordsMismatch });
export type RegisterFormValues = z.input<typeof registerFormSchema>;
export const registerInitialValues: RegisterFormValues = {
  name: '',
  email: '',
  phone: { code: defaultPhoneCode, number: '' },
  password: '',
  confirmPassword: '',
};

import { z } from 'zod/mini';
import { messages } from '@/lib/validation/messages';
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailRequestSchema,
} from '@/lib/validation/schemas';

/**
 * Form schemas of the auth screens: the request schemas the mock backend uses (spec §5),
 * plus the retype fields that never leave the browser. Register's, which has a phone field, is
 * in register-schema.ts (ADR 0013: the other forms never load libphonenumber-js).
 */
/** Spec §5: the retyped password matches. */
export const retyped = <T extends { password: string; confirmPassword: string }>(values: T) =>
  values.password === values.confirmPassword;

export const loginFormSchema = loginRequestSchema;
export type LoginFormValues = z.input<typeof loginFormSchema>;
export const loginInitialValues: LoginFormValues = { email: '', password: '' };

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;
export const forgotPasswordInitialValues: ForgotPasswordFormValues = { email: '' };

export const resetPasswordFormSchema = z
  .extend(resetPasswordRequestSchema, { confirmPassword: z.string() })
  .check(z.refine(retyped, { path: ['confirmPassword'], message: messages.passwordsMismatch }));
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;
export const resetPasswordInitialValues: ResetPasswordFormValues = {
  password: '',
  confirmPassword: '',
};

export const verifyEmailFormSchema = verifyEmailRequestSchema;
export type VerifyEmailFormValues = z.input<typeof verifyEmailFormSchema>;
export const verifyEmailInitialValues: VerifyEmailFormValues = { code: '' };

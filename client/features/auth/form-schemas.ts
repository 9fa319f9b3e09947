import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, password, signUpInput } from '#shared/schemas/auth.ts';

/*
 * Form schemas built from the shared parts (shared/schemas/auth.ts stays the one source of the
 * rules). They differ from the procedure inputs only where a form needs it: the confirmation
 * field's one job is to match, so a short confirmation reports the mismatch, not its length.
 */

const confirmPassword = z.string().min(1, 'Please confirm your password');

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

const mismatch = { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] };

export const signUpFormSchema = z
  .object({ ...signUpInput.shape, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type SignUpFormInput = z.input<typeof signUpFormSchema>;
export type SignUpFormOutput = z.output<typeof signUpFormSchema>;

/** The reset page's fields; the token comes from the link, not the form. */
export const newPasswordFormSchema = z
  .object({ password, confirmPassword })
  .refine(passwordsMatch, mismatch);
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;
export type NewPasswordFormOutput = z.output<typeof newPasswordFormSchema>;

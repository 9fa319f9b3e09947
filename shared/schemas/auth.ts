import { z } from 'zod';
import { text } from './text.ts';

// docs/forms.md#sign-up-and-sign-in and #password-reset; texts are the product's where it has them.
const MIN_PASSWORD_LENGTH = 6;
export const MIN_INVITE_CODE_LENGTH = 6;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const email = text()
  .trim()
  .min(1, 'Email is required')
  .max(320, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

export const password = text()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters')
  // argon2 hashes anything, but a megabyte "password" is only a way to burn our CPU.
  .max(200, 'Password is too long');

const inviteCode = text()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(
    text()
      .min(MIN_INVITE_CODE_LENGTH, 'Code must be at least 6 characters')
      .max(64, 'Invalid beta code'),
  );

/** Optional names: empty means "not given"; when given, first ≥ 2 and last ≥ 1 characters. */
const firstName = text()
  .trim()
  .max(100, 'First name is too long')
  .refine((value) => value === '' || value.length >= 2, 'First name must be at least 2 characters');
const lastName = text().trim().max(100, 'Last name is too long');

export const signInInput = z.object({
  email,
  password: text().min(1, 'Password is required').max(200),
});
export type SignInInput = z.input<typeof signInInput>;

export const signUpInput = z
  .object({
    email,
    password,
    confirmPassword: text()
      .min(1, 'Please confirm your password')
      .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters'),
    firstName: firstName.optional().default(''),
    lastName: lastName.optional().default(''),
    inviteCode,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export const emailOnlyInput = z.object({ email });

/** Tokens from emailed links: base32 of 20 random bytes, 32 characters. */
export const LINK_TOKEN_PATTERN = /^[a-z2-7]{32}$/;

export const linkToken = text().regex(
  LINK_TOKEN_PATTERN,
  'Invalid or expired password reset link. Please request a new one.',
);

export const verifyEmailInput = z.object({ token: linkToken });

export const resetPasswordInput = z
  .object({
    token: linkToken,
    password,
    confirmPassword: text().min(1, 'Please confirm your password'),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH,
    path: ['confirmPassword'],
  });

export type Role = 'customer' | 'developer' | 'moderator';

/** The signed-in user as the client sees it (docs/accounts.md). */
export interface Me {
  id: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /**
   * When a developer joined through an approved application (docs/moderation.md); null otherwise.
   */
  vettedAt: Date | null;
}

export type SignUpResult = { status: 'verification-needed'; email: string } | { status: 'created' };

/**
 * A second step's code (docs/accounts.md#two-step-sign-in): 6 digits from the authenticator app,
 * or a recovery code (spaces and dashes are only for reading it, so they are dropped).
 */
export const twoStepCode = text()
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'That code is too long')
  .transform((value) => value.toLowerCase().replaceAll(/[\s-]/g, ''));

export const twoStepCodeInput = z.object({ code: twoStepCode });

export const completeSignInInput = z.object({
  token: text().regex(LINK_TOKEN_PATTERN, 'This sign-in has expired. Please start again.'),
  code: twoStepCode,
});

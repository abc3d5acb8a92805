import { z } from 'zod';
import { REGISTRABLE_PACKAGES } from '../plans';
import { ROLES } from '../roles';
import { SLUG_PATTERN } from '../slug';

export const PASSWORD_MIN = 8;

// Trim before the format check: z.email().trim() would check the untrimmed text and refuse ' a@x.id'.
const emailField = z.string().trim().max(254).pipe(z.email('Email tidak valid'));

/** A password someone chooses: at registration and with a reset link (the same rules). */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .max(200, 'Password maksimal 200 karakter');

export const registerRequest = z.object({
  restaurantName: z.string().trim().min(1, 'Nama restoran wajib diisi').max(120),
  email: emailField,
  password: newPassword,
  city: z.string().trim().max(80).optional().default(''),
  phone: z.string().trim().max(30).optional().default(''),
  package: z.enum(REGISTRABLE_PACKAGES).optional().default('BASIC'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({
  tenantSlug: z.string(),
  /**
   * The payment link's secret (issue 12): POST /public/checkout without a session bills this tenant
   * only with it. Present for every registration, also when the email was already taken.
   */
  checkoutToken: z.string(),
  /** The quick-verify link, only where mail is not delivered and never in production (DESIGN §4). */
  verifyUrl: z.string().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const loginRequest = z.object({
  email: z.string().trim().min(1, 'Email wajib diisi').max(254),
  password: z.string().min(1, 'Password wajib diisi').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionUser = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string(),
  tenantId: z.string().nullable(),
  tenantSlug: z.string().nullable(),
  groupSlug: z.string().nullable(),
  /**
   * Logged in with a temporary password (issue 14): every staff route answers 403
   * PASSWORD_CHANGE_REQUIRED until it is changed. Absent in a profile stored before it existed.
   */
  mustChangePassword: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ user: sessionUser, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user: sessionUser });
export type MeResponse = z.infer<typeof meResponse>;

/**
 * POST /api/v1/public/password-reset ('Lupa password', issue 12). `posSlug`: asked from that
 * restaurant's POS login, so the link in the mail leads back there.
 */
export const passwordResetRequest = z.object({
  email: emailField,
  posSlug: z.string().trim().max(80).regex(SLUG_PATTERN, 'Slug restoran tidak valid').optional(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** POST /api/v1/public/password-reset/confirm: the link's token and the new password. */
export const passwordResetConfirm = z.object({
  token: z.string().trim().min(1, 'Link reset password tidak valid').max(200),
  password: newPassword,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirm>;

/** The new password is set: the account's email, so the login it leads to can be filled in. */
export const passwordResetDone = z.object({ ok: z.literal(true), email: z.string() });
export type PasswordResetDone = z.infer<typeof passwordResetDone>;

/**
 * POST /api/v1/auth/change-password (issue 14): the logged-in user's own password, also the forced
 * change after a login with a temporary password. Texts of SPEC §5 (group manager change password).
 */
const currentPasswordRequired = 'Password saat ini wajib diisi';
const newPasswordTooShort = `Password baru minimal ${PASSWORD_MIN} karakter`;
export const changePasswordRequest = z.object({
  currentPassword: z.string({ error: currentPasswordRequired }).min(1, currentPasswordRequired).max(200),
  // A missing new password is refused as a too short one (SPEC §5 has no text of its own for it).
  newPassword: z
    .string({ error: newPasswordTooShort })
    .min(PASSWORD_MIN, newPasswordTooShort)
    .max(200, 'Password maksimal 200 karakter'),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The user with `mustChangePassword` cleared; the other sessions of the account have ended. */
export const changePasswordResponse = z.object({ user: sessionUser });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

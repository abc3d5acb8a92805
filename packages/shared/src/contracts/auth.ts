import { z } from 'zod';
import { REGISTRABLE_PACKAGES } from '../plans';
import { ROLES } from '../roles';

export const PASSWORD_MIN = 8;

export const registerRequest = z.object({
  restaurantName: z.string().trim().min(1, 'Nama restoran wajib diisi').max(120),
  // Trim before the format check: z.email().trim() would check the untrimmed text and refuse ' a@x.id'.
  email: z.string().trim().max(254).pipe(z.email('Email tidak valid')),
  password: z.string().min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`).max(200),
  city: z.string().trim().max(80).optional().default(''),
  phone: z.string().trim().max(30).optional().default(''),
  package: z.enum(REGISTRABLE_PACKAGES).optional().default('BASIC'),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({
  tenantSlug: z.string(),
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
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({ user: sessionUser, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const meResponse = z.object({ user: sessionUser });
export type MeResponse = z.infer<typeof meResponse>;

import { describe, expect, it } from 'vitest';
import {
  changePasswordRequest,
  loginRequest,
  newPassword,
  passwordResetConfirm,
  passwordResetRequest,
  registerRequest,
} from './auth';

const valid = { restaurantName: 'Warung Bu Sri', email: 'sri@warung.id', password: '12345678' };

/** The message zod gives for one field of a failed parse, or undefined when the field passed. */
function problemAt(input: unknown, field: string): string | undefined {
  const result = registerRequest.safeParse(input);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('registerRequest', () => {
  it('fills the optional fields with their defaults', () => {
    expect(registerRequest.parse(valid)).toEqual({ ...valid, city: '', phone: '', package: 'BASIC' });
  });

  it('trims names, email, city and phone', () => {
    const parsed = registerRequest.parse({
      restaurantName: '  Warung Bu Sri ',
      email: '  sri@warung.id ',
      password: '12345678',
      city: ' Bandung ',
      phone: ' 0812 ',
    });
    expect(parsed).toMatchObject({
      restaurantName: 'Warung Bu Sri',
      email: 'sri@warung.id',
      city: 'Bandung',
      phone: '0812',
    });
  });

  it('keeps the case the user typed (upper-casing and lower-casing are the server’s job)', () => {
    const parsed = registerRequest.parse({
      ...valid,
      restaurantName: 'warung BU sri',
      email: 'Sri@Warung.ID',
    });
    expect(parsed.restaurantName).toBe('warung BU sri');
    expect(parsed.email).toBe('Sri@Warung.ID');
  });

  it('never trims the password', () => {
    expect(registerRequest.parse({ ...valid, password: ' rahasia ' }).password).toBe(' rahasia ');
  });

  it('needs a password of at least 8 characters', () => {
    expect(problemAt({ ...valid, password: '1234567' }, 'password')).toBe('Password minimal 8 karakter');
    expect(problemAt({ ...valid, password: '12345678' }, 'password')).toBeUndefined();
  });

  it('names every missing required field', () => {
    const result = registerRequest.safeParse({});
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]).sort();
    expect(fields).toEqual(['email', 'password', 'restaurantName']);
  });

  it('refuses a blank restaurant name', () => {
    expect(problemAt({ ...valid, restaurantName: '   ' }, 'restaurantName')).toBe(
      'Nama restoran wajib diisi',
    );
  });

  it.each(['not-an-email', 'a@', '@warung.id', 'a b@warung.id', ''])('refuses the email %j', (email) => {
    expect(problemAt({ ...valid, email }, 'email')).toBe('Email tidak valid');
  });

  it.each(['BASIC', 'POS_ONLY', 'PRO'] as const)('accepts the package %s', (pkg) => {
    expect(registerRequest.parse({ ...valid, package: pkg }).package).toBe(pkg);
  });

  it.each(['ENTERPRISE', 'basic', 'GOLD'])('refuses the package %j', (pkg) => {
    expect(problemAt({ ...valid, package: pkg }, 'package')).toBeDefined();
  });
});

describe('loginRequest', () => {
  it('trims the email and keeps the password as typed', () => {
    expect(loginRequest.parse({ email: ' A@X.id ', password: ' p ' })).toEqual({
      email: 'A@X.id',
      password: ' p ',
    });
  });

  it('needs both fields', () => {
    const result = loginRequest.safeParse({ email: '   ' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['email', 'Email wajib diisi'],
      ['password', expect.any(String)],
    ]);
  });
});

describe('newPassword (registration and reset links)', () => {
  it('needs 8 to 200 characters, kept as typed', () => {
    expect(newPassword.safeParse('1234567').error?.issues[0]?.message).toBe('Password minimal 8 karakter');
    expect(newPassword.parse('12345678')).toBe('12345678');
    expect(newPassword.parse(' spasi ok ')).toBe(' spasi ok ');
    expect(newPassword.parse('x'.repeat(200))).toHaveLength(200);
    expect(newPassword.safeParse('x'.repeat(201)).error?.issues[0]?.message).toBe(
      'Password maksimal 200 karakter',
    );
  });
});

describe('passwordResetRequest', () => {
  it('trims the email and takes an optional POS slug', () => {
    expect(passwordResetRequest.parse({ email: ' sri@warung.id ' })).toEqual({ email: 'sri@warung.id' });
    expect(passwordResetRequest.parse({ email: 'sri@warung.id', posSlug: ' warung-demo ' })).toEqual({
      email: 'sri@warung.id',
      posSlug: 'warung-demo',
    });
  });

  it.each(['bukan-email', '', 'a@'])('refuses the email %j', (email) => {
    expect(passwordResetRequest.safeParse({ email }).error?.issues[0]?.message).toBe('Email tidak valid');
  });

  it.each(['Warung Demo', 'warung_demo', '-warung', 'warung-', 'a'.repeat(81), ''])(
    'refuses the POS slug %j',
    (posSlug) => {
      const result = passwordResetRequest.safeParse({ email: 'sri@warung.id', posSlug });
      expect(result.error?.issues.map((i) => i.path[0])).toEqual(['posSlug']);
    },
  );
});

describe('passwordResetConfirm', () => {
  it('takes the link token (trimmed) and a new password (as typed)', () => {
    expect(passwordResetConfirm.parse({ token: ' abc ', password: ' rahasia-baru ' })).toEqual({
      token: 'abc',
      password: ' rahasia-baru ',
    });
  });

  it('refuses a missing or oversized token and a short password', () => {
    const problems = (input: unknown) =>
      passwordResetConfirm.safeParse(input).error?.issues.map((i) => [i.path[0], i.message]);
    expect(problems({ token: '  ', password: '12345678' })).toEqual([
      ['token', 'Link reset password tidak valid'],
    ]);
    expect(problems({ token: 'x'.repeat(201), password: '12345678' })?.[0]?.[0]).toBe('token');
    expect(problems({ token: 'abc', password: 'pendek' })).toEqual([
      ['password', 'Password minimal 8 karakter'],
    ]);
  });
});

describe('changePasswordRequest (SPEC §5 group manager change password)', () => {
  const messagesOf = (input: unknown) =>
    changePasswordRequest.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('names a missing or blank current password and a missing or short new one in its own words', () => {
    expect(messagesOf({})).toEqual([
      ['currentPassword', 'Password saat ini wajib diisi'],
      ['newPassword', 'Password baru minimal 8 karakter'],
    ]);
    expect(messagesOf({ currentPassword: '', newPassword: '1234567' })).toEqual([
      ['currentPassword', 'Password saat ini wajib diisi'],
      ['newPassword', 'Password baru minimal 8 karakter'],
    ]);
    expect(messagesOf({ currentPassword: 'lama', newPassword: '12345678' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { loginRequest, registerRequest } from './auth';

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

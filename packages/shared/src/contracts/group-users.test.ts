import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, groupUserCreate, groupUserUpdate } from './group';

const messagesOf = (schema: typeof groupUserUpdate | typeof groupUserCreate, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('groupUserUpdate (PUT /group/{g}/users/{id})', () => {
  it('takes a new password, or a new name and email', () => {
    expect(groupUserUpdate.parse({ password: '12345678' })).toEqual({ password: '12345678' });
    expect(groupUserUpdate.parse({ name: ' Sari ', email: ' sari@warung.id ' })).toEqual({
      name: 'Sari',
      email: 'sari@warung.id',
    });
  });

  it('refuses both at once, or neither, with editOneThing', () => {
    const both = { password: '12345678', name: 'Sari', email: 'sari@warung.id' };
    expect(messagesOf(groupUserUpdate, both)).toEqual([['', GROUP_MESSAGES.editOneThing]]);
    expect(messagesOf(groupUserUpdate, {})).toEqual([['', GROUP_MESSAGES.editOneThing]]);
  });

  it("answers one kind's own texts when the body is clearly that kind", () => {
    expect(messagesOf(groupUserUpdate, { password: 'pendek' })).toEqual([
      ['password', 'Password minimal 8 karakter'],
    ]);
    expect(messagesOf(groupUserUpdate, { name: ' ', email: 'bukan' })).toEqual([
      ['name', 'Nama wajib diisi'],
      ['email', 'Email tidak valid'],
    ]);
  });
});

describe('groupUserCreate (POST /group/{g}/users)', () => {
  it('needs a branch, an email and a password of 8 or more; the name is optional', () => {
    expect(
      groupUserCreate.parse({ tenantSlug: ' cabang-1 ', email: 'a@warung.id', password: '12345678' }),
    ).toEqual({
      tenantSlug: 'cabang-1',
      email: 'a@warung.id',
      name: '',
      password: '12345678',
    });
    expect(messagesOf(groupUserCreate, { email: 'a@warung.id', password: '12345678' })).toEqual([
      ['tenantSlug', GROUP_MESSAGES.adminRequired],
    ]);
  });
});

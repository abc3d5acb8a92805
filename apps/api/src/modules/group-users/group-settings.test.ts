import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordResponse } from '@meja/shared/contracts/auth';
import { STAFF_ACCOUNT_MESSAGES } from '@meja/shared/staff-accounts';
import { errorOf, freshIp, postLogin } from '../../../test/auth-flow';
import type { Ctx } from '../../../test/catalog';
import { createGroup, createTenantGraph, createUser, FACTORY_PASSWORD } from '../../../test/factories';
import { bearer, openTestContext } from '../../../test/harness';
import { NEW_PASSWORD, staffAccountsApi } from '../../../test/staff-accounts';

/** POST /group/:g/settings/change-password (SPEC §5 group manager change password, §7 Group; issue 16). */
let ctx: Ctx;

beforeAll(async () => {
  ctx = await openTestContext();
});
afterAll(() => ctx.close());

const { me, loginOk, storedUser } = staffAccountsApi(() => ctx);

const changePassword = (groupSlug: string, token: string | null, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/group/${groupSlug}/settings/change-password`,
    headers: token ? bearer(token) : {},
    payload: body,
    remoteAddress: freshIp(),
  });

const groupContext = (groupSlug: string, token: string) =>
  ctx.app.inject({ url: `/api/v1/group/${groupSlug}/context`, headers: bearer(token) });

describe('POST /settings/change-password', () => {
  it("changes the manager's password: this session stays, the other ones end, the old password stops working", async () => {
    const { group, manager } = await createGroup(ctx.db);
    const other = await loginOk(manager.email, FACTORY_PASSWORD);
    const response = await changePassword(group.slug, manager.token, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { user } = changePasswordResponse.strict().parse(response.json());
    expect(user).toMatchObject({
      _id: manager.id,
      role: 'GROUP_MANAGER',
      groupSlug: group.slug,
      mustChangePassword: false,
    });

    expect((await groupContext(group.slug, manager.token)).statusCode).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await postLogin(ctx.app, { email: manager.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      401,
    );
    await loginOk(manager.email, NEW_PASSWORD);
    expect((await storedUser(manager.id))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [
      'no current password',
      { newPassword: NEW_PASSWORD },
      'currentPassword',
      'Password saat ini wajib diisi',
    ],
    [
      'a blank current password',
      { currentPassword: '', newPassword: NEW_PASSWORD },
      'currentPassword',
      'Password saat ini wajib diisi',
    ],
    [
      'no new password',
      { currentPassword: FACTORY_PASSWORD },
      'newPassword',
      'Password baru minimal 8 karakter',
    ],
    [
      'a new one under 8 characters',
      { currentPassword: FACTORY_PASSWORD, newPassword: '1234567' },
      'newPassword',
      'Password baru minimal 8 karakter',
    ],
  ])('refuses %s with the text of SPEC §5', async (_label, body, field, message) => {
    const { group, manager } = await createGroup(ctx.db);
    const response = await changePassword(group.slug, manager.token, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION', message, fields: { [field]: message } });
    await loginOk(manager.email, FACTORY_PASSWORD);
  });

  it('refuses a wrong current password and the same password again, changing nothing', async () => {
    const { group, manager } = await createGroup(ctx.db);
    const wrong = await changePassword(group.slug, manager.token, {
      currentPassword: 'salah-salah',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ currentPassword: STAFF_ACCOUNT_MESSAGES.wrongCurrentPassword });
    const same = await changePassword(group.slug, manager.token, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: FACTORY_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).fields).toEqual({ newPassword: STAFF_ACCOUNT_MESSAGES.samePassword });
    expect((await me(manager.token)).statusCode).toBe(200);
    await loginOk(manager.email, FACTORY_PASSWORD);
  });

  it("refuses anonymous callers (401), a branch's staff and another group's manager (403)", async () => {
    const a = await createGroup(ctx.db);
    const b = await createGroup(ctx.db);
    const branch = await createTenantGraph(ctx.db, { groupId: a.group.id, package: 'ENTERPRISE' });
    const body = { currentPassword: FACTORY_PASSWORD, newPassword: NEW_PASSWORD };
    const callers: [string, string | null, number][] = [
      ['anonymous', null, 401],
      ['restaurant admin', branch.admin.token, 403],
      ['cashier', branch.cashier.token, 403],
      ["group B's manager", b.manager.token, 403],
    ];
    for (const [label, token, status] of callers) {
      const response = await changePassword(a.group.slug, token, body);
      expect(response.statusCode, `${label}: ${response.body}`).toBe(status);
    }
    // Nobody's password changed.
    for (const user of [branch.admin, b.manager, a.manager]) await loginOk(user.email, FACTORY_PASSWORD);
  });

  it("lets a super admin change their own password from a group's address", async () => {
    const { group } = await createGroup(ctx.db);
    const superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
    const response = await changePassword(group.slug, superAdmin.token, {
      currentPassword: FACTORY_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { _id: superAdmin.id, role: 'SUPER_ADMIN' } });
    await loginOk(superAdmin.email, NEW_PASSWORD);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, groupUser } from '@meja/shared/contracts/group';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { createUser, FACTORY_PASSWORD } from '../../../test/factories';
import {
  a1,
  b1,
  ctx,
  expectNotFound,
  freshBranch,
  groupA,
  groupB,
  groupCall,
  loginOk,
  manager,
  me,
  solo,
  storedUser,
  superAdmin,
  useGroupUsersWorld,
  usersOf,
} from '../../../test/group-users';
import { NEW_PASSWORD, newEmail } from '../../../test/staff-accounts';

/** PUT/DELETE /group/:g/users/:id (SPEC §7 Group, issue 16). */
useGroupUsersWorld();

describe('PUT /users/:id', () => {
  it("sets a password: to be changed at the next login, the admin's sessions end, the old one stops working", async () => {
    const branch = await freshBranch();
    const target = branch.admin;
    expect((await me(target.token)).statusCode).toBe(200);
    const response = await groupCall('PUT', `/users/${target.id}`, manager(), { password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(groupUser.strict().parse(response.json<{ user: unknown }>().user)).toMatchObject({
      _id: target.id,
      email: target.email,
      tenantSlug: branch.tenant.slug,
      mustChangePassword: true,
    });
    expect((await me(target.token)).statusCode).toBe(401);
    expect((await postLogin(ctx.app, { email: target.email, password: FACTORY_PASSWORD })).statusCode).toBe(
      401,
    );
    const { user } = await loginOk(target.email, NEW_PASSWORD);
    expect(user.mustChangePassword).toBe(true);
    // The branch's other staff keep their sessions.
    expect((await me(branch.cashier.token)).statusCode).toBe(200);
  });

  it('changes the name and email (upper-cased name, lower-cased email); the admin stays logged in', async () => {
    const branch = await freshBranch();
    const email = newEmail('baru');
    const response = await groupCall('PUT', `/users/${branch.admin.id}`, manager(), {
      name: ' Siti ',
      email: email.toUpperCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { name: 'SITI', email, mustChangePassword: false } });
    expect(await storedUser(branch.admin.id)).toMatchObject({ name: 'SITI', email });
    expect((await me(branch.admin.token)).statusCode).toBe(200);
    await loginOk(email, FACTORY_PASSWORD);

    // Its own email again, in another case, is not 'taken'.
    const same = await groupCall('PUT', `/users/${branch.admin.id}`, manager(), {
      name: 'Siti',
      email: email.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("refuses another account's email with 409", async () => {
    const response = await groupCall('PUT', `/users/${a1.admin.id}`, manager(), {
      name: 'Admin',
      email: b1.admin.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('EMAIL_TAKEN');
    expect(await storedUser(a1.admin.id)).toMatchObject({ email: a1.admin.email });
  });

  it.each([
    [
      'a password with a name and email',
      { password: NEW_PASSWORD, name: 'A', email: 'a@meja.test' },
      '(body)',
      GROUP_MESSAGES.editOneThing,
    ],
    ['nothing', {}, '(body)', GROUP_MESSAGES.editOneThing],
    ['a short password', { password: 'pendek' }, 'password', 'Password minimal 8 karakter'],
    ['a blank name', { name: ' ', email: 'a@meja.test' }, 'name', 'Nama wajib diisi'],
    ['a bad email', { name: 'A', email: 'bukan' }, 'email', 'Email tidak valid'],
  ])('refuses %s with its text', async (_label, body, field, message) => {
    const response = await groupCall('PUT', `/users/${a1.admin.id}`, manager(), body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('names only a restaurant admin of the group (404 for any other account), changing nothing', async () => {
    const others = [b1.admin, a1.cashier, a1.kitchen, groupA.manager, groupB.manager, superAdmin, solo.admin];
    for (const other of others) {
      for (const body of [{ password: NEW_PASSWORD }, { name: 'X', email: newEmail() }]) {
        const response = await groupCall('PUT', `/users/${other.id}`, manager(), body);
        await expectNotFound(response, GROUP_MESSAGES.userNotFound);
      }
      expect(await storedUser(other.id)).toMatchObject({ email: other.email, mustChangePassword: false });
      expect((await me(other.token)).statusCode).toBe(200);
    }
    await expectNotFound(
      await groupCall('PUT', `/users/${randomUUID()}`, manager(), { password: NEW_PASSWORD }),
      GROUP_MESSAGES.userNotFound,
    );
    const notAnId = await groupCall('PUT', '/users/bukan-id', manager(), { password: NEW_PASSWORD });
    expect(notAnId.statusCode).toBe(400);
    expect(errorOf(notAnId).fields).toEqual({ id: GROUP_MESSAGES.userNotFound });
  });
});

describe('DELETE /users/:id', () => {
  it('deletes a branch admin: 204, gone from the list, its sessions end', async () => {
    const branch = await freshBranch();
    const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: branch.tenant.id });
    const response = await groupCall('DELETE', `/users/${second.id}`, manager());
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    expect(await storedUser(second.id)).toBeUndefined();
    expect((await me(second.token)).statusCode).toBe(401);
    expect((await usersOf()).map((u) => u._id)).not.toContain(second.id);
    await expectNotFound(
      await groupCall('DELETE', `/users/${second.id}`, manager()),
      GROUP_MESSAGES.userNotFound,
    );
  });

  it("refuses to delete a branch's last admin (409), while the branch's other staff do not count", async () => {
    const branch = await freshBranch();
    const response = await groupCall('DELETE', `/users/${branch.admin.id}`, manager());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'LAST_ADMIN', message: GROUP_MESSAGES.lastAdmin });
    expect(await storedUser(branch.admin.id)).toBeDefined();
    expect((await me(branch.admin.token)).statusCode).toBe(200);
  });

  it('counts the admins of the branch only, not of the whole group', async () => {
    const branch = await freshBranch();
    // Group A has many admins, this branch one: it stays.
    const response = await groupCall('DELETE', `/users/${branch.admin.id}`, manager());
    expect(response.statusCode).toBe(409);
  });

  it('names only a restaurant admin of the group (404 for any other account), deleting nothing', async () => {
    const spare = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: b1.tenant.id });
    for (const other of [
      spare,
      a1.cashier,
      a1.inventory,
      groupA.manager,
      groupB.manager,
      superAdmin,
      solo.admin,
    ]) {
      await expectNotFound(
        await groupCall('DELETE', `/users/${other.id}`, manager()),
        GROUP_MESSAGES.userNotFound,
      );
      expect(await storedUser(other.id)).toBeDefined();
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPasswordIssued, staffUser } from '@meja/shared/contracts/users';
import { errorOf, postLogin } from '../../../test/auth-flow';
import { expectRefused, refusedCallers, type Ctx } from '../../../test/catalog';
import { createTenantGraph, createUser, type TenantGraph, type TestUser } from '../../../test/factories';
import { CapturingMailer, openTestContext } from '../../../test/harness';
import { HOUR, newEmail, staffAccountsApi } from '../../../test/staff-accounts';

/** GET/POST /users, PUT/DELETE /users/:id, POST /users/:id/reset-password (SPEC §7, issue 14). */
const mailer = new CapturingMailer();
let ctx: Ctx;
let other: TenantGraph;
let posOnly: TenantGraph;
let superAdmin: TestUser;

beforeAll(async () => {
  ctx = await openTestContext({ mailer });
  other = await createTenantGraph(ctx.db);
  posOnly = await createTenantGraph(ctx.db, { package: 'POS_ONLY' });
  superAdmin = await createUser(ctx.db, { role: 'SUPER_ADMIN' });
});
afterAll(() => ctx.close());

const { list, create, putRole, remove, reset, me, createOk, staffOf, loginOk, storedUser } = staffAccountsApi(
  () => ctx,
);

describe('GET /users', () => {
  it("lists the tenant's four staff accounts with their role and last login, no other tenant's", async () => {
    const t = await createTenantGraph(ctx.db);
    const before = await staffOf(t);
    expect(before.map((u) => u.email).sort()).toEqual(
      [t.admin.email, t.cashier.email, t.kitchen.email, t.inventory.email].sort(),
    );
    expect(before.every((u) => u.lastLoginAt === null && !u.mustChangePassword)).toBe(true);
    expect(before.find((u) => u._id === t.kitchen.id)).toMatchObject({
      role: 'KITCHEN',
      name: 'USER KITCHEN',
    });

    await loginOk(t.cashier.email, 'rahasia-123');
    const after = await staffOf(t);
    const cashier = after.find((u) => u._id === t.cashier.id);
    expect(Date.parse(cashier?.lastLoginAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is open to the super admin', async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await list(t, superAdmin.token)).statusCode).toBe(200);
  });
});

describe('POST /users', () => {
  it('creates a cashier with a 12-character temporary password stored only as an argon2id hash, valid 72 h', async () => {
    const t = await createTenantGraph(ctx.db);
    const email = newEmail('kasir');
    const before = ctx.clock.now().getTime();
    const created = await createOk(t, { name: ' Sari ', email: ` ${email.toUpperCase()} `, role: 'CASHIER' });
    expect(created.delivery).toBe('TEMP_PASSWORD');
    expect(created.tempPassword).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(created.user).toMatchObject({
      name: 'SARI',
      email,
      role: 'CASHIER',
      lastLoginAt: null,
      mustChangePassword: true,
    });
    expect(await staffOf(t)).toContainEqual(created.user);

    const row = await storedUser(created.user._id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(created.tempPassword);
    expect(row?.tenantId).toBe(t.tenant.id);
    const expiry = (row?.tempPasswordExpiresAt?.getTime() ?? 0) - before;
    expect(expiry).toBeGreaterThanOrEqual(72 * HOUR);
    expect(expiry).toBeLessThan(72 * HOUR + 60_000);
  });

  it('creates kitchen and inventory accounts the same way', async () => {
    const t = await createTenantGraph(ctx.db);
    for (const role of ['KITCHEN', 'INVENTORY']) {
      const created = await createOk(t, { name: 'Staf', email: newEmail(), role });
      expect(created).toMatchObject({ delivery: 'TEMP_PASSWORD', user: { role } });
      expect(created.tempPassword).toHaveLength(12);
    }
  });

  it('creates an admin without a temporary password: the reset mail sets the first one', async () => {
    const t = await createTenantGraph(ctx.db);
    const email = newEmail('admin');
    const created = await createOk(t, { name: 'Budi', email, role: 'RESTAURANT_ADMIN' });
    expect(created).toEqual({
      user: expect.objectContaining({ role: 'RESTAURANT_ADMIN' }),
      delivery: 'EMAIL',
    });
    expect(created.user.mustChangePassword).toBe(false);
    const mails = mailer.sent.filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/http:\/\/meja\.test\/reset-password\?token=/);
  });

  it('refuses invalid input with Indonesian field messages (400)', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await create(t, { name: ' ', email: 'bukan-email', role: 'SUPER_ADMIN' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toEqual({
      name: 'Nama wajib diisi',
      email: 'Email tidak valid',
      role: 'Pilih peran user',
    });
    const groupManager = await create(t, { name: 'A', email: newEmail(), role: 'GROUP_MANAGER' });
    expect(groupManager.statusCode).toBe(400);
    expect((await staffOf(t)).length).toBe(4);
  });

  it('refuses an email any account of the platform has, in any case (409), with a clear message', async () => {
    const t = await createTenantGraph(ctx.db);
    for (const email of [other.cashier.email.toUpperCase(), t.kitchen.email, superAdmin.email]) {
      const response = await create(t, { name: 'Dobel', email, role: 'CASHIER' });
      expect(response.statusCode, email).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'EMAIL_TAKEN',
        message: 'Email sudah terdaftar di Meja. Gunakan email lain.',
        fields: { email: 'Email sudah terdaftar di Meja. Gunakan email lain.' },
      });
    }
  });
});

describe('PUT /users/:id', () => {
  it("changes a cashier's role and ends their sessions at once", async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await putRole(t, t.cashier.id, 'KITCHEN');
    expect(response.statusCode, response.body).toBe(200);
    expect(staffUser.strict().parse(response.json())).toMatchObject({ _id: t.cashier.id, role: 'KITCHEN' });
    expect((await me(t.cashier.token)).statusCode).toBe(401);
    expect((await staffOf(t)).find((u) => u._id === t.cashier.id)?.role).toBe('KITCHEN');
  });

  it('keeps the sessions when the role stays the same', async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await putRole(t, t.kitchen.id, 'KITCHEN')).statusCode).toBe(200);
    expect((await me(t.kitchen.token)).statusCode).toBe(200);
    expect((await putRole(t, t.admin.id, 'RESTAURANT_ADMIN')).statusCode).toBe(200);
  });

  it('refuses an admin demoting themselves, and the last admin being demoted (409)', async () => {
    const t = await createTenantGraph(ctx.db);
    const self = await putRole(t, t.admin.id, 'CASHIER');
    expect(self.statusCode).toBe(409);
    expect(errorOf(self)).toEqual({
      code: 'SELF_ACCOUNT',
      message: 'Anda tidak dapat menurunkan peran akun Anda sendiri.',
    });
    const last = await putRole(t, t.admin.id, 'KITCHEN', superAdmin.token);
    expect(last.statusCode).toBe(409);
    expect(errorOf(last)).toEqual({
      code: 'LAST_ADMIN',
      message: 'Restoran harus tetap memiliki minimal satu Admin Resto.',
    });
    expect((await me(t.admin.token)).statusCode).toBe(200);
  });

  it('demotes another admin while one stays, and promotes staff to admin', async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await putRole(t, t.inventory.id, 'RESTAURANT_ADMIN')).statusCode).toBe(200);
    expect((await putRole(t, t.inventory.id, 'INVENTORY')).statusCode).toBe(200);
  });

  it('refuses an unknown role (400), an id of another tenant and an unknown id (404)', async () => {
    const t = await createTenantGraph(ctx.db);
    const bad = await putRole(t, t.cashier.id, 'SUPER_ADMIN');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ role: 'Pilih peran user' });
    for (const id of [other.cashier.id, randomUUID()]) {
      const response = await putRole(t, id, 'KITCHEN');
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'User tidak ditemukan.' });
    }
    expect((await putRole(t, 'bukan-id', 'KITCHEN')).statusCode).toBe(400);
    expect((await staffOf(other)).find((u) => u._id === other.cashier.id)?.role).toBe('CASHIER');
  });
});

describe('DELETE /users/:id', () => {
  it('deletes a staff account and ends its sessions at once', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await remove(t, t.cashier.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await me(t.cashier.token)).statusCode).toBe(401);
    expect((await staffOf(t)).map((u) => u._id)).not.toContain(t.cashier.id);
    expect(await storedUser(t.cashier.id)).toBeUndefined();
  });

  it('refuses an admin deleting themselves and the last admin going (409)', async () => {
    const t = await createTenantGraph(ctx.db);
    const self = await remove(t, t.admin.id);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self)).toEqual({
      code: 'SELF_ACCOUNT',
      message: 'Anda tidak dapat menghapus akun Anda sendiri.',
    });
    const last = await remove(t, t.admin.id, superAdmin.token);
    expect(errorOf(last).code).toBe('LAST_ADMIN');
    expect(await storedUser(t.admin.id)).toBeDefined();
  });

  it('deletes another admin while one stays', async () => {
    const t = await createTenantGraph(ctx.db);
    const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: t.tenant.id });
    expect((await remove(t, second.id)).statusCode).toBe(200);
    expect((await me(second.token)).statusCode).toBe(401);
  });

  it("does not reach another tenant's account (404)", async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await remove(t, other.kitchen.id)).statusCode).toBe(404);
    expect(await storedUser(other.kitchen.id)).toBeDefined();
    expect((await me(other.kitchen.token)).statusCode).toBe(200);
  });
});

describe('POST /users/:id/reset-password', () => {
  it('gives a cashier a new temporary password: the old one stops working and their sessions end', async () => {
    const t = await createTenantGraph(ctx.db);
    const response = await reset(t, t.cashier.id);
    expect(response.statusCode, response.body).toBe(200);
    const issued = staffPasswordIssued.strict().parse(response.json());
    expect(issued).toMatchObject({
      delivery: 'TEMP_PASSWORD',
      user: { _id: t.cashier.id, mustChangePassword: true },
    });
    expect((await me(t.cashier.token)).statusCode).toBe(401);
    expect((await postLogin(ctx.app, { email: t.cashier.email, password: 'rahasia-123' })).statusCode).toBe(
      401,
    );
    const { user } = await loginOk(t.cashier.email, issued.tempPassword ?? '');
    expect(user.mustChangePassword).toBe(true);
  });

  it('sends an admin the password-reset mail instead, and changes nothing until it is used', async () => {
    const t = await createTenantGraph(ctx.db);
    const second = await createUser(ctx.db, { role: 'RESTAURANT_ADMIN', tenantId: t.tenant.id });
    const response = await reset(t, second.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(staffPasswordIssued.strict().parse(response.json())).toEqual({
      user: expect.objectContaining({ _id: second.id }),
      delivery: 'EMAIL',
    });
    expect(mailer.sent.filter((m) => m.to === second.email)).toHaveLength(1);
    expect((await me(second.token)).statusCode).toBe(200);
    await loginOk(second.email, 'rahasia-123');
  });

  it("does not reach another tenant's account (404)", async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await reset(t, other.cashier.id)).statusCode).toBe(404);
    expect((await me(other.cashier.token)).statusCode).toBe(200);
  });
});

describe('access (SPEC §6; absent for KASIR_SAJA, SPEC §1)', () => {
  it('refuses anonymous, cashier, kitchen, inventory, another tenant and a POS_ONLY admin on every route', async () => {
    const t = await createTenantGraph(ctx.db);
    const callers = refusedCallers(t, other, posOnly, 'menu');
    const target = t.kitchen.id;
    await expectRefused(ctx, callers, 'GET', '/users');
    await expectRefused(ctx, callers, 'POST', '/users', { name: 'X', email: newEmail(), role: 'CASHIER' });
    await expectRefused(ctx, callers, 'PUT', `/users/${target}`, { role: 'CASHIER' });
    await expectRefused(ctx, callers, 'DELETE', `/users/${target}`);
    await expectRefused(ctx, callers, 'POST', `/users/${target}/reset-password`);
    expect((await staffOf(t)).find((u) => u._id === target)?.role).toBe('KITCHEN');
    expect((await me(t.kitchen.token)).statusCode).toBe(200);
  });

  it("lets the super admin manage any tenant's staff", async () => {
    const t = await createTenantGraph(ctx.db);
    expect((await putRole(t, t.cashier.id, 'INVENTORY', superAdmin.token)).statusCode).toBe(200);
    expect((await remove(t, t.kitchen.id, superAdmin.token)).statusCode).toBe(200);
  });
});

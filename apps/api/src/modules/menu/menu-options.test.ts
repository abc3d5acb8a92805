import { describe, expect, it } from 'vitest';
import { adminOptionGroupList, OPTION_MESSAGES } from '@meja/shared/contracts/menu-options';
import { errorOf } from '../../../test/auth-flow';
import {
  adminMenu,
  call,
  createIngredient,
  createMenuItem,
  expectRefused,
  publicMenu,
  recordPurchase,
  refusedCallers,
} from '../../../test/catalog';
import { useCatalogWorld } from '../../../test/catalog-world';
import { attachGroups, createOptionGroup, mieGorengGroups } from '../../../test/option-groups';

/** Issue 20: option groups ('Level pedas', 'Tambahan') made in the back office and put on dishes. */
const world = useCatalogWorld();

async function groupsOf(slug: string, token: string) {
  const response = await call(world.ctx, 'GET', slug, '/menu/option-groups', token);
  expect(response.statusCode, response.body).toBe(200);
  return adminOptionGroupList.strict().parse(response.json()).items;
}

describe('a dish whose required choice cannot be made (issue 20)', () => {
  it("is 'Habis' while every option of a required group is short, and back once one can be made", async () => {
    const t = world.a;
    const chicken = await createIngredient(world.ctx, t, { name: 'Ayam Suwir', unit: 'porsi', stock: 0 });
    const egg = await createIngredient(world.ctx, t, { name: 'Telur Ceplok', unit: 'butir', stock: 0 });
    const cheese = await createIngredient(world.ctx, t, { name: 'Keju Parut', unit: 'porsi', stock: 0 });
    const dish = await createMenuItem(world.ctx, t, { name: 'Nasi Campur Pilih', price: 20000 });
    const optional = await createMenuItem(world.ctx, t, { name: 'Nasi Putih Pilih', price: 6000 });
    const protein = await createOptionGroup(world.ctx, t, {
      name: 'Protein wajib',
      minChoices: 1,
      maxChoices: 1,
      options: [
        { name: 'Ayam', recipe: [{ inventoryItemId: chicken._id, qty: 1 }] },
        { name: 'Telur', recipe: [{ inventoryItemId: egg._id, qty: 1 }] },
      ],
    });
    const topping = await createOptionGroup(world.ctx, t, {
      name: 'Topping bebas',
      minChoices: 0,
      maxChoices: 1,
      options: [{ name: 'Keju', recipe: [{ inventoryItemId: cheese._id, qty: 1 }] }],
    });
    await attachGroups(world.ctx, t, dish._id, [protein.id]);
    await attachGroups(world.ctx, t, optional._id, [topping.id]);
    // The dishes' stock-out flag (what 'Habis' shows under the BLOCK policy, and the admin sees).
    const soldOut = async () =>
      Object.fromEntries(
        (await adminMenu(world.ctx, t))
          .filter((item) => item.name.endsWith('PILIH'))
          .map((item) => [item.name, item.stockOut]),
      );
    // Neither protein can be made; an optional topping that cannot does not stop its dish.
    expect(await soldOut()).toEqual({ 'NASI CAMPUR PILIH': true, 'NASI PUTIH PILIH': false });
    await recordPurchase(world.ctx, t, { date: '2026-03-01', name: 'Telur Ceplok', qty: 2, price: 4000 });
    expect(await soldOut()).toEqual({ 'NASI CAMPUR PILIH': false, 'NASI PUTIH PILIH': false });
    // The group asks for more: two proteins, and only one can be made.
    const twice = await call(
      world.ctx,
      'PUT',
      t.tenant.slug,
      `/menu/option-groups/${protein.id}`,
      t.admin.token,
      {
        name: 'Protein wajib',
        minChoices: 2,
        maxChoices: 2,
        options: protein.options.map((option) => ({
          id: option.id,
          name: option.name,
          recipe: option.recipe.map((line) => ({ inventoryItemId: line.inventoryItemId, qty: line.qty })),
        })),
      },
    );
    expect(twice.statusCode, twice.body).toBe(200);
    expect((await soldOut())['NASI CAMPUR PILIH']).toBe(true);
    // Taking the group off the dish frees it.
    await attachGroups(world.ctx, t, dish._id, []);
    expect((await soldOut())['NASI CAMPUR PILIH']).toBe(false);
  });
});

describe('option groups in the back office', () => {
  it('creates a group with its options and recipes, and lists it with the dishes using it', async () => {
    const egg = await createIngredient(world.ctx, world.a, { name: 'Telur Ayam', unit: 'butir' });
    const { level, extra } = await mieGorengGroups(world.ctx, world.a, egg._id);
    expect(level).toMatchObject({ name: 'Level pedas', minChoices: 1, maxChoices: 1, menuItemIds: [] });
    expect(level.options.map((option) => option.name)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `Level ${n}`));
    expect(extra.options[0]).toMatchObject({
      name: 'Telur',
      priceDelta: 4000,
      recipe: [{ inventoryItemId: egg._id, qty: 1, unit: 'butir' }],
    });
    const dish = await createMenuItem(world.ctx, world.a, {
      name: 'Mie Goreng Opsi',
      price: 18000,
      optionGroupIds: [level.id, extra.id],
    });
    expect(dish.optionGroups.map((group) => group.name)).toEqual(['Level pedas', 'Tambahan']);
    const listed = await groupsOf(world.a.tenant.slug, world.a.admin.token);
    expect(listed.find((group) => group.id === level.id)?.menuItemIds).toEqual([dish._id]);
    // The diner's menu carries the groups without recipes.
    const shown = (await publicMenu(world.ctx, world.a.tenant.slug)).find((item) => item._id === dish._id);
    expect(shown?.optionGroups[1]?.options[0]).toEqual({
      id: extra.options[0]?.id,
      name: 'Telur',
      priceDelta: 4000,
    });
  });

  it('changes a group: options sent with their id are kept, new ones added, missing ones removed', async () => {
    const group = await createOptionGroup(world.ctx, world.a, {
      name: 'Suhu',
      maxChoices: 1,
      options: [{ name: 'Es' }, { name: 'Panas' }],
    });
    const [es] = group.options;
    const response = await call(
      world.ctx,
      'PUT',
      world.a.tenant.slug,
      `/menu/option-groups/${group.id}`,
      world.a.admin.token,
      {
        name: 'Suhu minuman',
        minChoices: 1,
        maxChoices: 1,
        options: [{ id: es?.id, name: 'Es batu', priceDelta: 1000 }, { name: 'Hangat' }],
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const changed = await groupsOf(world.a.tenant.slug, world.a.admin.token);
    const after = changed.find((candidate) => candidate.id === group.id);
    expect(after).toMatchObject({ name: 'Suhu minuman', minChoices: 1 });
    expect(after?.options.map((option) => [option.name, option.priceDelta])).toEqual([
      ['Es batu', 1000],
      ['Hangat', 0],
    ]);
    expect(after?.options[0]?.id).toBe(es?.id);
  });

  it('deletes a group and takes it off its dishes', async () => {
    const group = await createOptionGroup(world.ctx, world.a, {
      name: 'Saus',
      maxChoices: 1,
      options: [{ name: 'Sambal' }],
    });
    const dish = await createMenuItem(world.ctx, world.a, { name: 'Kentang Opsi', price: 10000 });
    await attachGroups(world.ctx, world.a, dish._id, [group.id]);
    const response = await call(
      world.ctx,
      'DELETE',
      world.a.tenant.slug,
      `/menu/option-groups/${group.id}`,
      world.a.admin.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const item = (await adminMenu(world.ctx, world.a)).find((candidate) => candidate._id === dish._id);
    expect(item?.optionGroups).toEqual([]);
    const again = await call(
      world.ctx,
      'DELETE',
      world.a.tenant.slug,
      `/menu/option-groups/${group.id}`,
      world.a.admin.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it.each([
    ['no name', { name: ' ', options: [{ name: 'A' }] }, 'name'],
    ['no options', { name: 'G', options: [] }, 'options'],
    [
      'min above max',
      { name: 'G', minChoices: 2, maxChoices: 1, options: [{ name: 'A' }, { name: 'B' }] },
      'minChoices',
    ],
    [
      'max above the options',
      { name: 'G', maxChoices: 3, options: [{ name: 'A' }, { name: 'B' }] },
      'maxChoices',
    ],
    ['a negative delta', { name: 'G', options: [{ name: 'A', priceDelta: -1 }] }, 'options.0.priceDelta'],
    [
      'two options of one name',
      { name: 'G', maxChoices: 1, options: [{ name: 'A' }, { name: 'a' }] },
      'options',
    ],
    [
      'thirteen options',
      { name: 'G', options: Array.from({ length: 13 }, (_, i) => ({ name: `O${i}` })) },
      'options',
    ],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const before = (await groupsOf(world.a.tenant.slug, world.a.admin.token)).length;
    const response = await call(
      world.ctx,
      'POST',
      world.a.tenant.slug,
      '/menu/option-groups',
      world.a.admin.token,
      body,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
    expect(await groupsOf(world.a.tenant.slug, world.a.admin.token)).toHaveLength(before);
  });

  it("refuses another restaurant's ingredient in a recipe and another restaurant's group on a dish", async () => {
    const foreignEgg = await createIngredient(world.ctx, world.b, { name: 'Telur B', unit: 'butir' });
    const response = await call(
      world.ctx,
      'POST',
      world.a.tenant.slug,
      '/menu/option-groups',
      world.a.admin.token,
      {
        name: 'Curang',
        options: [{ name: 'Telur', recipe: [{ inventoryItemId: foreignEgg._id, qty: 1 }] }],
      },
    );
    expect(response.statusCode, response.body).toBe(400);
    const foreignGroup = await createOptionGroup(world.ctx, world.b, {
      name: 'Punya B',
      options: [{ name: 'X' }],
    });
    const dish = await createMenuItem(world.ctx, world.a, { name: 'Dish A Opsi', price: 1000 });
    const attach = await call(
      world.ctx,
      'PUT',
      world.a.tenant.slug,
      `/menu/${dish._id}`,
      world.a.admin.token,
      {
        optionGroupIds: [foreignGroup.id],
      },
    );
    expect(attach.statusCode, attach.body).toBe(400);
    expect(errorOf(attach).fields).toEqual({ optionGroupIds: OPTION_MESSAGES.groupMissing });
    // Nor can it be changed or deleted from the other restaurant.
    const edit = await call(
      world.ctx,
      'PUT',
      world.a.tenant.slug,
      `/menu/option-groups/${foreignGroup.id}`,
      world.a.admin.token,
      {
        name: 'Diubah',
        options: [{ name: 'Y' }],
      },
    );
    expect(edit.statusCode).toBe(404);
    expect(
      (await groupsOf(world.b.tenant.slug, world.b.admin.token)).find((g) => g.id === foreignGroup.id)?.name,
    ).toBe('Punya B');
  });

  it('refuses anonymous callers, other roles, another tenant and a POS_ONLY plan', async () => {
    const group = await createOptionGroup(world.ctx, world.a, { name: 'Akses', options: [{ name: 'A' }] });
    const callers = refusedCallers(world.a, world.b, world.posOnly, 'menu');
    const body = { name: 'X', options: [{ name: 'A' }] };
    await expectRefused(world.ctx, callers, 'GET', '/menu/option-groups');
    await expectRefused(world.ctx, callers, 'POST', '/menu/option-groups', body);
    await expectRefused(world.ctx, callers, 'PUT', `/menu/option-groups/${group.id}`, body);
    await expectRefused(world.ctx, callers, 'DELETE', `/menu/option-groups/${group.id}`);
    expect(
      (await groupsOf(world.a.tenant.slug, world.a.admin.token)).find((g) => g.id === group.id)?.name,
    ).toBe('Akses');
  });
});

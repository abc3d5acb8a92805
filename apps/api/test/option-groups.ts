import { expect } from 'vitest';
import { adminOptionGroup, type OptionGroupInput } from '@meja/shared/contracts/menu-options';
import { call, type Ctx } from './catalog';
import type { TenantGraph } from './factories';

/** Option groups for the issue 20 tests: made and put on a dish through the admin's API. */

export async function createOptionGroup(ctx: Ctx, graph: TenantGraph, body: OptionGroupInput) {
  const response = await call(ctx, 'POST', graph.tenant.slug, '/menu/option-groups', graph.admin.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return adminOptionGroup.strict().parse(response.json());
}

export async function attachGroups(ctx: Ctx, graph: TenantGraph, menuItemId: string, groupIds: string[]) {
  const response = await call(ctx, 'PUT', graph.tenant.slug, `/menu/${menuItemId}`, graph.admin.token, {
    optionGroupIds: groupIds,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** 'Level pedas' (pick exactly one of Level 0–5) and 'Tambahan' (up to 2: Telur +4 000 with `egg`'s recipe, Keju +5 000). */
export async function mieGorengGroups(ctx: Ctx, graph: TenantGraph, egg?: string) {
  const level = await createOptionGroup(ctx, graph, {
    name: 'Level pedas',
    minChoices: 1,
    maxChoices: 1,
    options: [0, 1, 2, 3, 4, 5].map((n) => ({ name: `Level ${n}` })),
  });
  const extra = await createOptionGroup(ctx, graph, {
    name: 'Tambahan',
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: 'Telur', priceDelta: 4000, recipe: egg ? [{ inventoryItemId: egg, qty: 1 }] : [] },
      { name: 'Keju', priceDelta: 5000 },
    ],
  });
  const option = (group: typeof level, name: string) => {
    const found = group.options.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no option ${name}`);
    return found.id;
  };
  return {
    level,
    extra,
    level3: option(level, 'Level 3'),
    level5: option(level, 'Level 5'),
    telur: option(extra, 'Telur'),
    keju: option(extra, 'Keju'),
  };
}

import { afterAll, beforeAll } from 'vitest';
import type { Ctx } from './catalog';
import { createTenantGraph, type TenantGraph } from './factories';
import { openTestContext } from './harness';

/** The catalogue tests' world: an app with its own database, two restaurants (a, b) and a KASIR_SAJA one. */
export interface CatalogWorld {
  readonly ctx: Ctx;
  readonly a: TenantGraph;
  readonly b: TenantGraph;
  /** A POS_ONLY restaurant: the sections its package lacks are refused. */
  readonly posOnly: TenantGraph;
}

/**
 * Opens the world before the file's tests and closes it after them (call it at the top of a test
 * file). Its fields are read inside tests and hooks, once beforeAll has opened it.
 */
export function useCatalogWorld(): CatalogWorld {
  let opened: CatalogWorld | null = null;
  beforeAll(async () => {
    const ctx = await openTestContext();
    opened = {
      ctx,
      a: await createTenantGraph(ctx.db),
      b: await createTenantGraph(ctx.db),
      posOnly: await createTenantGraph(ctx.db, { package: 'POS_ONLY' }),
    };
  });
  afterAll(() => opened?.ctx.close());
  const world = (): CatalogWorld => {
    if (!opened) throw new Error('the catalogue world is read before beforeAll opened it');
    return opened;
  };
  return {
    get ctx() {
      return world().ctx;
    },
    get a() {
      return world().a;
    },
    get b() {
      return world().b;
    },
    get posOnly() {
      return world().posOnly;
    },
  };
}

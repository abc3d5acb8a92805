import type { z } from 'zod';
import { packageHasSection } from '@meja/shared/access';
import type { TenantSettings, tenantSettingsUpdate } from '@meja/shared/contracts/tenant';
import { inAppTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { findTenantById, updateFloorSettings } from './tenants.repo';
import type { TenantRow } from '../../db/schema/platform';

type UpdateInput = z.output<typeof tenantSettingsUpdate>;

function present(row: TenantRow): TenantSettings {
  return {
    posToKitchen: row.posToKitchen,
    stockPolicy: row.stockPolicy,
    kitchenAvailable: packageHasSection(row.package, 'kitchen'),
  };
}

/** GET/PATCH /settings: the restaurant's own settings (issue 12: the floor's). */
export function createTenantSettingsService(
  deps: Pick<ServiceDeps, 'db'> & { onChanged: (tenantId: string) => void },
) {
  async function get(scope: Scope): Promise<TenantSettings> {
    const row = await inAppTx(deps.db, (tx) => findTenantById(tx, scope.tenantId));
    if (!row) throw notFound();
    return present(row);
  }

  async function update(scope: Scope, input: UpdateInput): Promise<TenantSettings> {
    if (input.posToKitchen === undefined && input.stockPolicy === undefined) return get(scope);
    const row = await inAppTx(deps.db, (tx) => updateFloorSettings(tx, scope.tenantId, input));
    // The diner menu's 'Habis' depends on the stock policy: hot caches forget the tenant row.
    deps.onChanged(scope.tenantId);
    return present(row);
  }

  return { get, update };
}

export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>;

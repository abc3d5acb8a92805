import type { z } from 'zod';
import { packageHasSection } from '@meja/shared/access';
import type {
  TenantProfile,
  TenantSettings,
  tenantProfileUpdate,
  tenantSettingsUpdate,
} from '@meja/shared/contracts/tenant';
import { inAppTx, type Tx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { invalidField, notFound } from '../../platform/errors';
import { KITCHEN_ALARM_MESSAGES, kitchenAlarmsValid } from '@meja/shared/kitchen-alarms';
import type { Scope } from '../../platform/scope';
import {
  findTenantById,
  lockTenantById,
  updateTenantSettings,
  type TenantSettingsValues,
} from './tenants.repo';
import type { TenantRow } from '../../db/schema/platform';

type UpdateInput = z.output<typeof tenantSettingsUpdate>;
type ProfileInput = z.output<typeof tenantProfileUpdate>;

/**
 * What diners (and the public menu's ETag) depend on: a change to one of these moves the tenant's
 * menu version, so the diner page, its embedded data and the menu's ETag are new on the next load.
 * posToKitchen only concerns the POS, which reads the tenant on every call.
 */
const DINER_VISIBLE = [
  'name',
  'theme',
  'phone',
  'reservationWhatsApp',
  'taxPercent',
  'serviceChargePercent',
  'taxType',
  'address',
  'waOptinEnabled',
  'waOptinText',
  'waOptinMode',
  'timezone',
  'stockPolicy',
] as const satisfies readonly (keyof TenantSettingsValues)[];

function present(row: TenantRow): TenantSettings {
  return {
    name: row.name,
    theme: row.theme,
    phone: row.phone,
    reservationWhatsApp: row.reservationWhatsApp,
    taxPercent: row.taxPercent,
    serviceChargePercent: row.serviceChargePercent,
    taxType: row.taxType,
    discountLimitPercent: row.discountLimitPercent,
    kitchenAmberMinutes: row.kitchenAmberMinutes,
    kitchenRedMinutes: row.kitchenRedMinutes,
    address: row.address,
    waOptinEnabled: row.waOptinEnabled,
    waOptinText: row.waOptinText,
    waOptinMode: row.waOptinMode,
    waReadyNotice: row.waReadyNotice,
    timezone: row.timezone,
    posToKitchen: row.posToKitchen,
    stockPolicy: row.stockPolicy,
    kitchenAvailable: packageHasSection(row.package, 'kitchen'),
  };
}

function presentProfile(row: TenantRow): TenantProfile {
  return {
    name: row.name,
    address: row.address,
    taxPercent: row.taxPercent,
    serviceChargePercent: row.serviceChargePercent,
    taxType: row.taxType,
    discountLimitPercent: row.discountLimitPercent,
  };
}

/** The fields of `input` that were sent (a PATCH leaves the others as they are). */
function sentValues(input: UpdateInput): TenantSettingsValues {
  const values: TenantSettingsValues = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  return values;
}

/**
 * What a branch takes from another branch of its group (issue 16, 'copy settings'): how it looks,
 * taxes, asks for WhatsApp numbers (and tells diners by WhatsApp that their order is ready), keeps
 * time, treats stock and routes POS sales. Not what makes it a place of its own: name, slug,
 * address, city, phone, reservation WhatsApp number, nor its QRIS payload (the money must reach
 * that branch's own account).
 */
export const BRANCH_COPIED_SETTINGS = [
  'theme',
  'taxPercent',
  'serviceChargePercent',
  'taxType',
  'discountLimitPercent',
  'kitchenAmberMinutes',
  'kitchenRedMinutes',
  'waOptinEnabled',
  'waOptinText',
  'waOptinMode',
  'waReadyNotice',
  'timezone',
  'stockPolicy',
  'posToKitchen',
] as const satisfies readonly (keyof TenantSettingsValues)[];

/**
 * Copies BRANCH_COPIED_SETTINGS of `source` onto the tenant `targetId` (locked) in the caller's
 * transaction; the menu version moves when diners see a change. The caller tells the tenant caches
 * once its transaction has committed. Answers the target as stored.
 */
export async function copyBranchSettings(tx: Tx, source: TenantRow, targetId: string): Promise<TenantRow> {
  const before = await lockTenantById(tx, targetId);
  if (!before) throw notFound();
  const values: TenantSettingsValues = {};
  for (const key of BRANCH_COPIED_SETTINGS) Object.assign(values, { [key]: source[key] });
  const dinersSeeIt = DINER_VISIBLE.some((key) => values[key] !== undefined && values[key] !== before[key]);
  return updateTenantSettings(tx, targetId, values, { bumpMenuVersion: dinersSeeIt });
}

/** The kitchen's amber minutes must stay below its red ones, whichever of the two a save sends. */
function checkKitchenAlarms(before: TenantRow, values: TenantSettingsValues): void {
  const amberMinutes = values.kitchenAmberMinutes ?? before.kitchenAmberMinutes;
  const redMinutes = values.kitchenRedMinutes ?? before.kitchenRedMinutes;
  if (kitchenAlarmsValid({ amberMinutes, redMinutes })) return;
  const field = values.kitchenAmberMinutes === undefined ? 'kitchenRedMinutes' : 'kitchenAmberMinutes';
  throw invalidField(KITCHEN_ALARM_MESSAGES.amberBeforeRed, field);
}

/**
 * GET/PATCH /settings: the restaurant's own settings (SPEC §2 Admin settings, issue 12's floor), and
 * the profile (name, address, tax) a KASIR_SAJA restaurant sets from Payments.
 */
export function createTenantSettingsService(
  deps: Pick<ServiceDeps, 'db'> & { onChanged: (tenantId: string) => void },
) {
  async function row(scope: Scope): Promise<TenantRow> {
    const found = await inAppTx(deps.db, (tx) => findTenantById(tx, scope.tenantId));
    if (!found) throw notFound();
    return found;
  }

  async function change(scope: Scope, input: UpdateInput): Promise<TenantRow> {
    const values = sentValues(input);
    if (Object.keys(values).length === 0) return row(scope);
    const stored = await inAppTx(deps.db, async (tx) => {
      // Locked: two saves at once each see the other's change, so neither misses a version bump.
      const before = await lockTenantById(tx, scope.tenantId);
      if (!before) throw notFound();
      checkKitchenAlarms(before, values);
      const dinersSeeIt = DINER_VISIBLE.some(
        (key) => values[key] !== undefined && values[key] !== before[key],
      );
      return updateTenantSettings(tx, scope.tenantId, values, { bumpMenuVersion: dinersSeeIt });
    });
    // Hot caches of this instance forget the tenant row (others within a second).
    deps.onChanged(scope.tenantId);
    return stored;
  }

  return {
    get: async (scope: Scope) => present(await row(scope)),
    update: async (scope: Scope, input: UpdateInput) => present(await change(scope, input)),
    profile: async (scope: Scope) => presentProfile(await row(scope)),
    updateProfile: async (scope: Scope, input: ProfileInput) => presentProfile(await change(scope, input)),
  };
}

export type TenantSettingsService = ReturnType<typeof createTenantSettingsService>;

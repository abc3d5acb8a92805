import { checkStaticQris } from '@meja/shared/qris';
import { inAppTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { updateQrisStaticPayload } from './qris-setting.repo';

/** The tenant's static QRIS payload: saved only when its CRC and QRIS form check out; null clears it. */
export function createQrisSettingService(deps: Pick<ServiceDeps, 'db'>) {
  async function save(scope: Scope, payload: string | null): Promise<string | null> {
    if (payload !== null) {
      const check = checkStaticQris(payload);
      if (!check.ok) {
        throw new AppError('VALIDATION', check.message, {
          fields: { qrisStaticPayload: check.message },
        });
      }
    }
    return inAppTx(deps.db, (tx) => updateQrisStaticPayload(tx, scope.tenantId, payload));
  }

  return { save };
}

export type QrisSettingService = ReturnType<typeof createQrisSettingService>;

import type { PlatformSettingsRow } from '../../db/schema/platform';
import type { Tx } from '../../platform/db-scope';
import * as settingsRepo from './settings.repo';

/**
 * The platform's settings (plan prices, trial days, the bank details of an invoice) inside the
 * caller's transaction: what registration, billing and the demo seed read.
 */
export function readPlatformSettings(tx: Tx): Promise<PlatformSettingsRow> {
  return settingsRepo.readPlatformSettings(tx);
}

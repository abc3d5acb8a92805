import type { PosPlan } from '@meja/shared/pos-plan';
import { readPosSession } from '../pos-session';

/** The X-Tenant-Plan header: the stored session's plan, else POS_ONLY (SPEC §7 POS). */
export function storedPosPlan(tenantSlug: string): PosPlan {
  return readPosSession(tenantSlug)?.user.plan ?? 'POS_ONLY';
}

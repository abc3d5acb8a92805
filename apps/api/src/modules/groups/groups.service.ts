import { inAppTx } from '../../platform/db-scope';
import type { ServiceDeps } from '../../platform/deps';
import { findGroupBySlug } from './groups.repo';

export function createGroupsService(deps: Pick<ServiceDeps, 'db'>) {
  return {
    bySlug: (slug: string) => inAppTx(deps.db, (tx) => findGroupBySlug(tx, slug)),
  };
}

import { groupContext, type GroupContext } from '@meja/shared/contracts/tenant';
import { apiGet, segment } from './http-client';

export function fetchGroupContext(groupSlug: string): Promise<GroupContext> {
  return apiGet(`/group/${segment(groupSlug)}/context`, groupContext);
}

export function groupContextQueryKey(groupSlug: string): string[] {
  return ['group', groupSlug, 'context'];
}

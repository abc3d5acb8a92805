import { okResponse } from '@meja/shared/contracts/common';
import {
  consoleGroup,
  consoleGroupList,
  membershipAssigned,
  type ConsoleGroup,
  type GroupSave,
  type MembershipAssigned,
} from '@meja/shared/contracts/console-groups';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';

/* SPEC §7 Super admin: /api/v1/super-admin/groups… (issue 15). */

const PATH = '/super-admin/groups';

export const consoleGroupsQueryKey = ['super-admin', 'groups'] as const;

export async function fetchConsoleGroups(signal?: AbortSignal): Promise<ConsoleGroup[]> {
  const list = await apiGet(PATH, consoleGroupList, { signal });
  return list.items;
}

export function createConsoleGroup(body: GroupSave): Promise<ConsoleGroup> {
  return apiPost(PATH, consoleGroup, body);
}

export function updateConsoleGroup(id: string, body: GroupSave): Promise<ConsoleGroup> {
  return apiPut(`${PATH}/${segment(id)}`, consoleGroup, body);
}

export async function deleteConsoleGroup(id: string): Promise<void> {
  await apiDelete(`${PATH}/${segment(id)}`, okResponse);
}

export function assignGroupOwner(groupSlug: string, ownerSlug: string): Promise<MembershipAssigned> {
  return apiPost(`${PATH}/${segment(groupSlug)}/assign-membership`, membershipAssigned, { ownerSlug });
}

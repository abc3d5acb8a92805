import { okResponse } from '@meja/shared/contracts/common';
import {
  platformPasswordReset,
  platformUser,
  platformUserCreated,
  platformUserList,
  type PlatformPasswordReset,
  type PlatformUser,
  type PlatformUserCreate,
  type PlatformUserCreated,
} from '@meja/shared/contracts/platform-users';
import type { Role } from '@meja/shared/roles';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';

/* SPEC §7 Super admin: /api/v1/super-admin/users… (issue 15). */

const PATH = '/super-admin/users';

export const platformUsersQueryKey = ['super-admin', 'users'] as const;

export async function fetchPlatformUsers(signal?: AbortSignal): Promise<PlatformUser[]> {
  const list = await apiGet(PATH, platformUserList, { signal });
  return list.items;
}

export function createPlatformUser(body: PlatformUserCreate): Promise<PlatformUserCreated> {
  return apiPost(PATH, platformUserCreated, body);
}

export function changePlatformUserRole(id: string, role: Role): Promise<PlatformUser> {
  return apiPut(`${PATH}/${segment(id)}`, platformUser, { role });
}

export async function deletePlatformUser(id: string): Promise<void> {
  await apiDelete(`${PATH}/${segment(id)}`, okResponse);
}

export function resetPlatformUserPassword(id: string): Promise<PlatformPasswordReset> {
  return apiPost(`${PATH}/${segment(id)}/reset-password`, platformPasswordReset, {});
}

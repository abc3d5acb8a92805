import { okResponse } from '@meja/shared/contracts/common';
import {
  staffPasswordIssued,
  staffUser,
  staffUserList,
  type StaffPasswordIssued,
  type StaffUser,
  type StaffUserCreate,
} from '@meja/shared/contracts/users';
import type { TenantStaffRole } from '@meja/shared/roles';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';

/* SPEC §7 tenant users: /api/v1/tenant/{slug}/users… (issue 14). */

function usersPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/users`;
}

export function usersQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'users'];
}

export async function fetchStaffUsers(tenantSlug: string, signal?: AbortSignal): Promise<StaffUser[]> {
  const list = await apiGet(usersPath(tenantSlug), staffUserList, { signal });
  return list.items;
}

export function createStaffUser(tenantSlug: string, body: StaffUserCreate): Promise<StaffPasswordIssued> {
  return apiPost(usersPath(tenantSlug), staffPasswordIssued, body);
}

export function changeStaffRole(tenantSlug: string, id: string, role: TenantStaffRole): Promise<StaffUser> {
  return apiPut(`${usersPath(tenantSlug)}/${segment(id)}`, staffUser, { role });
}

export async function deleteStaffUser(tenantSlug: string, id: string): Promise<void> {
  await apiDelete(`${usersPath(tenantSlug)}/${segment(id)}`, okResponse);
}

export function resetStaffPassword(tenantSlug: string, id: string): Promise<StaffPasswordIssued> {
  return apiPost(`${usersPath(tenantSlug)}/${segment(id)}/reset-password`, staffPasswordIssued, {});
}

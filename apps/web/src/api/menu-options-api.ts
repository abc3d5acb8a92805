import { okResponse } from '@meja/shared/contracts/common';
import {
  adminOptionGroup,
  adminOptionGroupList,
  type AdminOptionGroup,
  type OptionGroupInput,
} from '@meja/shared/contracts/menu-options';
import { apiDelete, apiGet, apiPost, apiPut, segment } from './http-client';
import { menuQueryKey } from './menu-api';

/* Issue 20 option groups: /api/v1/tenant/{slug}/menu/option-groups (admin and owner). */

function groupsPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/menu/option-groups`;
}

/**
 * Under the menu's key: invalidating the menu (a dish's groups changed) refreshes the groups'
 * `menuItemIds` too.
 */
export function optionGroupsQueryKey(tenantSlug: string): string[] {
  return [...menuQueryKey(tenantSlug), 'option-groups'];
}

export async function fetchOptionGroups(tenantSlug: string): Promise<AdminOptionGroup[]> {
  const list = await apiGet(groupsPath(tenantSlug), adminOptionGroupList);
  return list.items;
}

export function createOptionGroup(tenantSlug: string, group: OptionGroupInput): Promise<AdminOptionGroup> {
  return apiPost(groupsPath(tenantSlug), adminOptionGroup, group);
}

/** Replaces the group and its options (an option sent with its id is kept, the others are new). */
export function updateOptionGroup(
  tenantSlug: string,
  id: string,
  group: OptionGroupInput,
): Promise<AdminOptionGroup> {
  return apiPut(`${groupsPath(tenantSlug)}/${segment(id)}`, adminOptionGroup, group);
}

/** Deletes the group and takes it off every dish that had it. */
export async function deleteOptionGroup(tenantSlug: string, id: string): Promise<void> {
  await apiDelete(`${groupsPath(tenantSlug)}/${segment(id)}`, okResponse);
}

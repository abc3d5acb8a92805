import {
  adminMenuItem,
  adminMenuList,
  menuCopyResponse,
  menuDeleteResponse,
  uploadResponse,
  type AdminMenuItem,
  type MenuItemCreate,
  type MenuItemUpdate,
} from '@meja/shared/contracts/menu';
import { apiDelete, apiGet, apiPost, apiPostForm, apiPut, segment } from './http-client';

export type MenuDeleteResult = ReturnType<typeof menuDeleteResponse.parse>;

/* SPEC §7 tenant menu calls: /api/v1/tenant/{slug}/menu, /menu/copy and /upload. */

function menuPath(tenantSlug: string): string {
  return `/tenant/${segment(tenantSlug)}/menu`;
}

export function menuQueryKey(tenantSlug: string): string[] {
  return ['tenant', tenantSlug, 'menu'];
}

export async function fetchAdminMenu(tenantSlug: string): Promise<AdminMenuItem[]> {
  const list = await apiGet(menuPath(tenantSlug), adminMenuList);
  return list.items;
}

export function createMenuItem(tenantSlug: string, item: MenuItemCreate): Promise<AdminMenuItem> {
  return apiPost(menuPath(tenantSlug), adminMenuItem, item);
}

export function updateMenuItem(
  tenantSlug: string,
  id: string,
  changes: MenuItemUpdate,
): Promise<AdminMenuItem> {
  return apiPut(`${menuPath(tenantSlug)}/${segment(id)}`, adminMenuItem, changes);
}

export function deleteMenuItem(tenantSlug: string, id: string): Promise<MenuDeleteResult> {
  return apiDelete(`${menuPath(tenantSlug)}/${segment(id)}`, menuDeleteResponse);
}

export async function copyMenu(
  tenantSlug: string,
  request: { sourceSlug: string; overwrite: boolean },
): Promise<number> {
  const response = await apiPost(`${menuPath(tenantSlug)}/copy`, menuCopyResponse, request);
  return response.copied;
}

/** POST /upload (multipart field `file`) → the relative URL of the stored image. */
export async function uploadImage(tenantSlug: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await apiPostForm(`/tenant/${segment(tenantSlug)}/upload`, uploadResponse, form);
  return response.url;
}

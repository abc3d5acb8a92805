import { expect, type APIRequestContext } from '@playwright/test';

/* Issue 12's stock settings and 'Habis hari ini', set through the API by a restaurant admin. */

export async function setStockPolicy(
  admin: APIRequestContext,
  tenantSlug: string,
  stockPolicy: 'ALLOW' | 'BLOCK',
): Promise<void> {
  const response = await admin.patch(`/api/v1/tenant/${tenantSlug}/settings`, { data: { stockPolicy } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function markSoldOutToday(
  admin: APIRequestContext,
  tenantSlug: string,
  menuItemId: string,
  soldOutToday: boolean,
): Promise<void> {
  const response = await admin.put(`/api/v1/tenant/${tenantSlug}/menu/${menuItemId}`, {
    data: { soldOutToday },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function deleteMenuItem(admin: APIRequestContext, tenantSlug: string, menuItemId: string) {
  const response = await admin.delete(`/api/v1/tenant/${tenantSlug}/menu/${menuItemId}`);
  expect(response.status(), await response.text()).toBe(200);
}

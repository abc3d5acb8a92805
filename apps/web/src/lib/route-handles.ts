/** Marks the tenant admin route so the shared header can show the plan badge there. */
export const TENANT_ADMIN_ROUTE_HANDLE = { area: 'tenant-admin' };

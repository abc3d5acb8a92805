/** Marks the tenant admin route so the shared header can show the plan badge there. */
export const TENANT_ADMIN_ROUTE_HANDLE = { area: 'tenant-admin' };

/** Marks the POS routes: the POS shell has its own navigation and logout. */
export const POS_ROUTE_HANDLE = { area: 'pos' };

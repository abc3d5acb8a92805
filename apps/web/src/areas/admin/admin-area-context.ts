import type { SessionUser } from '@meja/shared/contracts/auth';
import type { TenantContext } from '@meja/shared/contracts/tenant';
import { createContext, useContext } from 'react';

export interface AdminArea {
  user: SessionUser;
  tenant: TenantContext['tenant'];
  sections: TenantContext['sections'];
}

export const AdminAreaContext = createContext<AdminArea | null>(null);

/** The tenant and user of the admin layout around the current page. */
export function useAdminArea(): AdminArea {
  const area = useContext(AdminAreaContext);
  if (!area) throw new Error('useAdminArea must be used inside the tenant admin layout');
  return area;
}

import type { SessionUser } from '@meja/shared/contracts/auth';
import type { TenantContext } from '@meja/shared/contracts/tenant';
import { createContext, useContext } from 'react';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const adminAreaContextMessages = i18n('admin/admin-area-context', {
  useadminareaMustBeUsed: 'useAdminArea must be used inside the tenant admin layout',
});

export interface AdminArea {
  user: SessionUser;
  tenant: TenantContext['tenant'];
  sections: TenantContext['sections'];
}

export const AdminAreaContext = createContext<AdminArea | null>(null);

/** The tenant and user of the admin layout around the current page. */
export function useAdminArea(): AdminArea {
  const t = useMessages(adminAreaContextMessages);
  const area = useContext(AdminAreaContext);
  if (!area) throw new Error(t.useadminareaMustBeUsed);
  return area;
}

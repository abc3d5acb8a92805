import { decideSection, type AdminSection } from '@meja/shared/access';
import type { ReactNode } from 'react';
import { useAdminArea } from './admin-area-context';
import { SectionNotInPackage, SectionRoleDenied } from './section-access-denied';

interface AdminSectionGateProps {
  section: AdminSection;
  children: ReactNode;
}

/** Renders the section page only when this role on this package may open it. */
export function AdminSectionGate({ section, children }: AdminSectionGateProps) {
  const { user, tenant } = useAdminArea();
  const decision = decideSection(user.role, tenant.package, section);
  if (decision === 'role') return <SectionRoleDenied />;
  if (decision === 'package') return <SectionNotInPackage section={section} />;
  return <>{children}</>;
}

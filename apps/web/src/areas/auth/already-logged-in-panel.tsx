import type { SessionUser } from '@meja/shared/contracts/auth';
import { isTenantStaffRole, ROLE_LABELS } from '@meja/shared/roles';
import { useState } from 'react';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';
import { AuthCard } from './auth-card';
import { DocumentTitle } from '../../components/document-title';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const alreadyLoggedInPanelMessages = i18n('auth/already-logged-in-panel', {
  bukaSuperAdmin: 'Buka Super Admin',
  bukaDashboardGrup: 'Buka Dashboard Grup',
  bukaAdminRestoran: 'Buka Admin Restoran',
  keBeranda: 'Ke Beranda',
  andaSudahLogin: 'Anda sudah login',
  loginSebagai: 'Login sebagai: ',
  keluar: 'Keluar...',
  gantiAkun: 'Ganti akun',
});

interface Destination {
  to: string;
  label: string;
}

/** SPEC §2: super admin; group manager with a group slug; tenant admin with a tenant slug; else home. */
function destinationsFor(user: SessionUser): Destination[] {
  const destinations: Destination[] = [];
  if (user.role === 'SUPER_ADMIN')
    destinations.push({ to: '/super-admin', label: alreadyLoggedInPanelMessages.get().bukaSuperAdmin });
  if (user.groupSlug)
    destinations.push({
      to: `/group/${encodeURIComponent(user.groupSlug)}`,
      label: alreadyLoggedInPanelMessages.get().bukaDashboardGrup,
    });
  if (user.tenantSlug && isTenantStaffRole(user.role)) {
    destinations.push({
      to: `/${encodeURIComponent(user.tenantSlug)}/admin`,
      label: alreadyLoggedInPanelMessages.get().bukaAdminRestoran,
    });
  }
  if (destinations.length === 0)
    destinations.push({ to: '/', label: alreadyLoggedInPanelMessages.get().keBeranda });
  return destinations;
}

interface AlreadyLoggedInPanelProps {
  user: SessionUser;
  onSwitchAccount: () => Promise<void>;
}

export function AlreadyLoggedInPanel({ user, onSwitchAccount }: AlreadyLoggedInPanelProps) {
  const t = useMessages(alreadyLoggedInPanelMessages);
  const [switching, setSwitching] = useState(false);

  async function switchAccount(): Promise<void> {
    setSwitching(true);
    try {
      await onSwitchAccount();
    } finally {
      setSwitching(false);
    }
  }

  return (
    <AuthCard>
      <DocumentTitle title={t.andaSudahLogin} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.andaSudahLogin}</h1>
      <div className="mt-4 rounded-xl bg-stone-50 px-4 py-3">
        <p className="font-semibold [overflow-wrap:anywhere] text-stone-900">{user.name || user.email}</p>
        {user.name ? <p className="text-sm [overflow-wrap:anywhere] text-stone-700">{user.email}</p> : null}
        <p className="mt-1 text-sm text-stone-700">
          {t.loginSebagai}
          <span className="font-semibold text-stone-900">{ROLE_LABELS[user.role]}</span>
        </p>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        {destinationsFor(user).map((destination) => (
          <ButtonLink key={destination.to} to={destination.to} variant="primary">
            {destination.label}
          </ButtonLink>
        ))}
        <Button variant="secondary" onClick={switchAccount} disabled={switching}>
          {switching ? t.keluar : t.gantiAkun}
        </Button>
      </div>
    </AuthCard>
  );
}

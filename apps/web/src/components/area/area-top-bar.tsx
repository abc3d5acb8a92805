import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const areaTopBarMessages = i18n('common/area/area-top-bar', {
  loginSebagai: 'Login sebagai: ',
  keluar: 'Keluar',
});

interface AreaTopBarProps {
  title: string;
  subtitle: string;
  roleLabel: string;
  onLogout: () => Promise<void>;
  /** Beside 'Keluar': the user's own account (the tenant admin area's 'Ubah password'). */
  accountLink?: ReactNode;
}

/** Area heading strip: who/what this area is, 'Login sebagai: …' and 'Keluar'. */
export function AreaTopBar({ title, subtitle, roleLabel, onLogout, accountLink }: AreaTopBarProps) {
  const t = useMessages(areaTopBarMessages);
  const [leaving, setLeaving] = useState(false);

  async function handleLogout(): Promise<void> {
    setLeaving(true);
    await onLogout();
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="flex min-w-0 items-center gap-3">
        <span aria-hidden="true" className="h-10 w-1.5 shrink-0 rounded-full bg-(--tenant-accent)" />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-stone-900">{title}</p>
          <p className="truncate text-sm text-stone-600">{subtitle}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end">
        <p className="text-sm text-stone-700">
          {t.loginSebagai}
          <span className="font-semibold text-stone-900">{roleLabel}</span>
        </p>
        <div className="flex items-center gap-2">
          {accountLink}
          <Button variant="secondary" onClick={handleLogout} disabled={leaving}>
            {t.keluar}
          </Button>
        </div>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Button } from '../../../components/button/button';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { useActionQueue } from '../offline/pos-writes';
import { PlanBadge } from '../../../components/plan-badge';
import { usePosArea } from '../pos-area-context';
import { PrinterButton } from '../print/printer-button';
import { posLabelMessages, roleLabel } from '../pos-labels';
import { PosLanguageSwitch } from './pos-language-switch';
import { OfflineBadge } from './offline-badge';
import { PosNav } from './pos-nav';
import { shellMessages } from './shell-messages';
import { SyncStatus } from './sync-status';
import { usePosLogout } from './use-pos-logout';

/**
 * SPEC §2 POS shell header: restaurant and slug, package, navigation, sync state, user and role,
 * this device's printer (issue 21), language, logout. One strip on a tablet (the menu needs the
 * height), stacked on a phone.
 */
export function PosHeader() {
  const t = useMessages(shellMessages);
  const labels = useMessages(posLabelMessages);
  const { slug, user, canManage } = usePosArea();
  const logout = usePosLogout(slug);
  const queue = useActionQueue(slug);
  const [leaving, setLeaving] = useState(false);
  const [blocked, setBlocked] = useState(false);

  async function handleLogout(): Promise<void> {
    // Queued writes replay with whoever is logged in next: they must leave under this cashier.
    if (queue.unsynced > 0) {
      setBlocked(true);
      return;
    }
    setLeaving(true);
    await logout();
  }

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm lg:flex-row lg:items-center lg:gap-4 lg:px-4">
      <div className="flex min-w-0 items-center justify-between gap-3 lg:justify-start">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="h-10 w-1.5 shrink-0 rounded-full bg-(--tenant-accent)" />
          <div className="min-w-0">
            <p className="truncate text-lg font-bold leading-tight text-stone-900" data-pos-tenant>
              {user.tenantName}
            </p>
            <p className="truncate font-mono text-sm text-stone-600">{slug}</p>
          </div>
        </div>
        <PlanBadge pkg={user.plan} />
      </div>
      <PosNav slug={slug} showReports={canManage} />
      <div className="flex flex-wrap items-center gap-2 empty:hidden lg:ml-auto">
        <OfflineBadge />
        <SyncStatus slug={slug} />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-stone-100 pt-3 lg:border-0 lg:pt-0">
        <p className="min-w-0 text-sm leading-tight text-stone-700">
          <span className="block truncate font-semibold text-stone-900">{user.name || user.email}</span>
          <span className="block">{roleLabel(labels, user.role)}</span>
        </p>
        <div className="flex shrink-0 items-center gap-2">
          <PrinterButton />
          <PosLanguageSwitch />
          <Button variant="secondary" onClick={handleLogout} disabled={leaving}>
            {leaving ? t.loggingOut : t.logout}
          </Button>
        </div>
      </div>
      {blocked ? (
        <ModalDialog
          title={t.logoutBlockedTitle}
          onClose={() => setBlocked(false)}
          actions={
            <Button variant="primary" onClick={() => setBlocked(false)}>
              {t.understood}
            </Button>
          }
        >
          <p>{t.logoutBlocked({ count: String(queue.unsynced) })}</p>
        </ModalDialog>
      ) : null}
    </div>
  );
}

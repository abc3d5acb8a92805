import type { PlatformStats } from '@meja/shared/contracts/platform-stats';
import { formatRupiah } from '@meja/shared/money';
import { PACKAGE_LABELS, PACKAGES } from '@meja/shared/plans';
import { ROLE_LABELS, ROLES } from '@meja/shared/roles';
import { useMessages } from '../../../i18n/use-messages';
import { overviewFiguresMessages } from './overview-messages';

const count = new Intl.NumberFormat('id-ID');

function Group({
  title,
  note,
  rows,
}: {
  title: string;
  note?: string;
  rows: { key: string; label: string; value: string }[];
}) {
  return (
    <div className="rounded-lg border border-stone-200 p-3">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {note ? <p className="text-xs text-stone-700">{note}</p> : null}
      <dl className="mt-2 space-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-3" data-stat={row.key}>
            <dt className="min-w-0 text-stone-700">{row.label}</dt>
            <dd className="shrink-0 text-right font-semibold whitespace-nowrap text-stone-900 tabular-nums">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** GET /stats as a readable panel: tenants by package and state, users by role, today's orders. */
export function StatsPanel({ stats }: { stats: PlatformStats }) {
  const t = useMessages(overviewFiguresMessages);
  const states = stats.tenants.byState;
  return (
    <section
      aria-labelledby="stats-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="stats-title" className="text-lg font-bold text-stone-900">
        {t.statsTitle}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        <Group
          title={t.tenantsByPackage}
          note={t.tenantsTotal({ count: count.format(stats.tenants.total) })}
          rows={PACKAGES.map((pkg) => ({
            key: `package-${pkg}`,
            label: PACKAGE_LABELS[pkg],
            value: count.format(stats.tenants.byPackage[pkg]),
          }))}
        />
        <Group
          title={t.tenantsByState}
          rows={[
            { key: 'active', label: t.stateActive, value: count.format(states.active) },
            { key: 'inactive', label: t.stateInactive, value: count.format(states.inactive) },
            { key: 'trial', label: t.stateTrial, value: count.format(states.trial) },
            { key: 'trial-expired', label: t.stateTrialExpired, value: count.format(states.trialExpired) },
            { key: 'paid', label: t.statePaid, value: count.format(states.paid) },
            { key: 'deleted', label: t.stateDeleted, value: count.format(states.deleted) },
          ]}
        />
        <Group
          title={t.usersByRole}
          note={t.usersTotal({ count: count.format(stats.users.total) })}
          rows={ROLES.map((role) => ({
            key: `role-${role}`,
            label: ROLE_LABELS[role],
            value: count.format(stats.users.byRole[role]),
          }))}
        />
        <Group
          title={t.ordersToday}
          rows={[
            { key: 'orders-today', label: t.ordersCount, value: count.format(stats.orders.today) },
            { key: 'orders-paid', label: t.ordersPaid, value: count.format(stats.orders.paidToday) },
            { key: 'orders-revenue', label: t.ordersRevenue, value: formatRupiah(stats.orders.revenueToday) },
          ]}
        />
      </div>
    </section>
  );
}

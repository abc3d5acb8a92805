import type { TenantContext } from '@meja/shared/contracts/tenant';
import { subscriptionPeriod, type PeriodKind } from '@meja/shared/lifecycle';
import type { Role } from '@meja/shared/roles';
import { params } from '@nanostores/i18n';
import { ButtonLink } from '../../components/button/button-link';
import { formatDateTime } from '../../lib/local-date';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

/* The grace days after a trial or paid period (issue 15): the staff still work, with this banner. */
export const graceBannerMessages = i18n('admin/grace-banner', {
  titleTrial: params('Masa uji coba berakhir — akses diblokir pada {date}'),
  titlePaid: params('Masa langganan berakhir — akses diblokir pada {date}'),
  detailAdmin:
    'Selama masa tenggang ini restoran tetap bisa bekerja seperti biasa. Bayar sekarang agar pesanan dan kasir tidak terhenti; data Anda tetap aman.',
  detailStaff:
    'Sampai tanggal itu restoran tetap bisa bekerja seperti biasa. Minta admin restoran melakukan pembayaran agar tidak terhenti.',
  choosePlan: 'Pilih paket',
  payNow: 'Bayar sekarang',
});

/** Which period ended: a BASIC trial or a paid period (the words and the pay link differ). */
export function endedPeriodKind(tenant: TenantContext['tenant']): PeriodKind {
  const period = subscriptionPeriod({
    package: tenant.package,
    trialEndsAt: tenant.trialEndsAt ? new Date(tenant.trialEndsAt) : null,
    paidUntil: tenant.paidUntil ? new Date(tenant.paidUntil) : null,
  });
  return period?.kind ?? 'trial';
}

/** Where the restaurant pays: the plans after a trial, the same package again after a paid period. */
export function payHref(tenant: TenantContext['tenant'], kind: PeriodKind): string {
  const base = `/payment/${encodeURIComponent(tenant.slug)}`;
  return kind === 'paid' ? `${base}?plan=${tenant.package}` : base;
}

interface GraceBannerProps {
  tenant: TenantContext['tenant'];
  role: Role;
}

/** Shown in the 'grace' standing: when access ends, and (to whoever may pay) the pay link. */
export function GraceBanner({ tenant, role }: GraceBannerProps) {
  const t = useMessages(graceBannerMessages);
  if (!tenant.blockedFrom) return null;
  const kind = endedPeriodKind(tenant);
  const date = formatDateTime(tenant.blockedFrom);
  const title = kind === 'paid' ? t.titlePaid({ date }) : t.titleTrial({ date });
  const mayPay = role === 'RESTAURANT_ADMIN' || role === 'SUPER_ADMIN';
  return (
    <section
      aria-label={title}
      data-grace-banner
      className="flex flex-col gap-3 rounded-2xl border border-red-300 bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="min-w-0">
        <p className="text-base font-bold text-red-950">{title}</p>
        <p className="mt-1 text-sm text-red-950">{mayPay ? t.detailAdmin : t.detailStaff}</p>
      </div>
      {mayPay ? (
        <ButtonLink to={payHref(tenant, kind)} variant="primary" className="shrink-0">
          {kind === 'paid' ? t.payNow : t.choosePlan}
        </ButtonLink>
      ) : null}
    </section>
  );
}

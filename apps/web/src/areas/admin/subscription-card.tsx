import type { TenantContext } from '@meja/shared/contracts/tenant';
import { PACKAGE_LABELS } from '@meja/shared/plans';
import { params } from '@nanostores/i18n';
import { jakartaDateOf } from '@meja/shared/revenue-months';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';
import { formatIsoDate } from '../../lib/local-date';

export const subscriptionCardMessages = i18n('admin/subscription-card', {
  title: 'Langganan',
  plan: params('Paket {plan}'),
  activeUntil: params('aktif sampai {date}'),
  endedOn: params('masa aktif berakhir {date}'),
});

/** The restaurant's paid period (issue 15): its package and until when it is paid; nothing before a first payment. */
export function SubscriptionCard({
  tenant,
  now = new Date(),
}: {
  tenant: TenantContext['tenant'];
  now?: Date;
}) {
  const t = useMessages(subscriptionCardMessages);
  if (!tenant.paidUntil) return null;
  const until = new Date(tenant.paidUntil);
  const date = formatIsoDate(jakartaDateOf(until));
  const running = until.getTime() > now.getTime();
  return (
    <section
      aria-labelledby="subscription-title"
      className="mb-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-950"
      data-subscription-card
    >
      <h2 id="subscription-title" className="text-sm font-semibold tracking-wide uppercase">
        {t.title}
      </h2>
      <p className="font-semibold">{t.plan({ plan: PACKAGE_LABELS[tenant.package] })}</p>
      <p data-paid-until={tenant.paidUntil}>{running ? t.activeUntil({ date }) : t.endedOn({ date })}</p>
    </section>
  );
}

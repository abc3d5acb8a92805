import { ErrorMessage } from '../../../components/messages';
import { isSafeHref } from '../../../lib/safe-href';
import { useMessages } from '../../../i18n/use-messages';
import type { PosPaymentView } from '../offline/pos-views';
import { dashboardMessages } from './dashboard-messages';
import { QrisCode } from './qris-code';

/** What a customer scans for a payment through the restaurant's gateway, and that the POS is waiting. */
export function GatewayPaymentBody({ payment, amount }: { payment: PosPaymentView; amount: string }) {
  const t = useMessages(dashboardMessages);
  const isQris = payment.method === 'QRIS';
  const code = isQris
    ? payment.qrString
    : payment.payUrl && isSafeHref(payment.payUrl)
      ? payment.payUrl
      : null;
  if (!code) return <ErrorMessage>{isQris ? t.qrisMissing : t.gatewayLinkMissing}</ErrorMessage>;
  return (
    <>
      <QrisCode value={code} label={isQris ? t.qrisLabel({ amount }) : t.gatewayCardLabel({ amount })} />
      <p className="text-center text-sm text-stone-700">{isQris ? t.gatewayQrisHint : t.gatewayCardHint}</p>
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm font-semibold text-sky-900"
        data-gateway-waiting
      >
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-sky-300 border-t-sky-800 motion-reduce:animate-none"
        />
        {t.gatewayWaiting}
      </p>
    </>
  );
}

import { PlaceholderPage } from '../../components/placeholder-page';

/* /payment/{tenantSlug} and /pay. A later issue builds the payment page. */

export function PaymentPage() {
  return <PlaceholderPage title="Pembayaran Paket" />;
}

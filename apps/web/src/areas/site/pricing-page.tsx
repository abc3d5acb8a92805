import { PlaceholderPage } from '../../components/placeholder-page';

/* A later issue builds the pricing cards. */
export function PricingPage() {
  return <PlaceholderPage title="Harga Paket" />;
}

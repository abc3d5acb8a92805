import { PlaceholderPage } from '../../components/placeholder-page';

/* Customer pages (no login, navigation hidden). Later issues replace each placeholder. */

export function CustomerMenuPage() {
  return <PlaceholderPage title="Menu" />;
}

export function CustomerMenuItemPage() {
  return <PlaceholderPage title="Detail Menu" />;
}

export function CustomerCartPage() {
  return <PlaceholderPage title="Keranjang" />;
}

export function CustomerOrderTrackPage() {
  return <PlaceholderPage title="Order Tracking" />;
}

import type { z } from 'zod';
import type { waOptinRequest } from '@meja/shared/contracts/orders';
import {
  waOptinSubmittedKey,
  waOrderOptinDismissedKey,
  waOrderOptinSubmittedKey,
  waStickyDismissedKey,
} from '../data/local-keys';

/** The order a tracking page shows: its id and tracking token. */
export interface OptinOrder {
  id: string;
  token: string;
}

export interface OptinPlan {
  /** Remembers that the diner left their number here: the banner stays away. */
  submittedKey: string;
  /** Remembers that the diner closed the banner here. */
  dismissedKey: string;
  body: (phone: string) => z.input<typeof waOptinRequest>;
}

/**
 * What the WhatsApp opt-in banner sends and remembers. On the menu (SPEC §3 keys, per restaurant)
 * it records the consent; on an order's tracking page (issue 18) it also sends the order's id and
 * token, so the number hears 'Pesanan Anda siap' for that order, and it is remembered per order.
 */
export function optinPlan(slug: string, order: OptinOrder | null): OptinPlan {
  if (!order) {
    return {
      submittedKey: waOptinSubmittedKey(slug),
      dismissedKey: waStickyDismissedKey(slug),
      body: (phone) => ({ phone, source: 'menu_banner' }),
    };
  }
  return {
    submittedKey: waOrderOptinSubmittedKey(slug, order.id),
    dismissedKey: waOrderOptinDismissedKey(slug, order.id),
    body: (phone) => ({ phone, source: 'order_tracking', orderId: order.id, token: order.token }),
  };
}

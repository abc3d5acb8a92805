import type { PosMenu } from '@meja/shared/contracts/pos';
import type { PaymentMethod } from '@meja/shared/payment-rules';

/**
 * Whether the menu says `method` goes through the restaurant's gateway (issue 17): such a payment
 * needs the network, now. A menu cached before the server sent `gateway` routes nothing.
 */
export function goesThroughGateway(
  menu: Pick<PosMenu, 'gateway'> | undefined,
  method: PaymentMethod,
): boolean {
  if (method === 'CASH') return false;
  const routed = menu?.gateway;
  return Boolean(routed && (method === 'CARD' ? routed.card : routed.qris));
}

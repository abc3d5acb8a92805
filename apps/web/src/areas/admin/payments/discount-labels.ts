import type { Order, OrderDiscount } from '@meja/shared/contracts/orders';
import { formatRupiah } from '@meja/shared/money';
import type { DiscountTexts } from './discount-messages';

/** 'Seluruh tagihan', or the line's dish. */
export function discountTargetLabel(
  t: Pick<DiscountTexts, 'wholeBill'>,
  order: Pick<Order, 'items'>,
  line: number | null,
): string {
  return line === null ? t.wholeBill : (order.items[line]?.name ?? t.wholeBill);
}

/** '10%' or 'Rp 5.000': the discount as it was given. */
export function discountValueLabel(
  t: Pick<DiscountTexts, 'percentValue'>,
  discount: Pick<OrderDiscount, 'kind' | 'value'>,
): string {
  return discount.kind === 'PERCENT'
    ? t.percentValue({ value: discount.value })
    : formatRupiah(discount.value);
}

import { formatRupiah } from '@meja/shared/money';
import { Fragment } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { placeLabel, receiptDateTime, receiptMessages } from './receipt-messages';
import { paymentLines, type Receipt, type ReceiptAmountLine, type ReceiptOrder } from './receipt-model';
import type { PaperWidth } from './receipt-paper';
import { RECEIPT_CSS } from './receipt-style';

function Row({ label, value, className = '' }: { label: string; value: string; className?: string }) {
  return (
    <div className={`row ${className}`}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

/** 'Diskon (Member)   −Rp 5.000' (issue 20). */
function DiscountRow({ discount }: { discount: ReceiptAmountLine }) {
  const t = useMessages(receiptMessages);
  return (
    <div data-receipt-discount>
      <Row label={discount.label} value={t.discountAmount({ amount: formatRupiah(discount.amount) })} />
    </div>
  );
}

function OrderBlock({ order, showTime }: { order: ReceiptOrder; showTime: boolean }) {
  const t = useMessages(receiptMessages);
  return (
    <section className="order" data-receipt-order={order.id}>
      <Row label={t.order({ id: order.shortId })} value={placeLabel(t, order)} className="strong" />
      {showTime ? <p className="rc-muted">{receiptDateTime(order.createdAt)}</p> : null}
      {order.lines.map((line, index) => (
        <Fragment key={index}>
          <Row label={t.line({ name: line.name, qty: String(line.qty) })} value={formatRupiah(line.amount)} />
          {line.options ? <p className="rc-muted">{line.options}</p> : null}
          {line.note ? <p className="rc-muted">{line.note}</p> : null}
          {line.discount ? <DiscountRow discount={line.discount} /> : null}
        </Fragment>
      ))}
      <hr className="rc-rule" />
      <Row label={t.subtotal} value={formatRupiah(order.subtotal)} />
      {order.discountLines.map((discount) => (
        <DiscountRow key={discount.label} discount={discount} />
      ))}
      {order.chargeLines.map((charge) => (
        <Row key={charge.label} label={charge.label} value={formatRupiah(charge.amount)} />
      ))}
      <Row label={t.total} value={formatRupiah(order.total)} className="strong rc-total" />
      {order.payment
        ? paymentLines(order.payment, t).map(({ label, value }) => (
            <Row key={label} label={label} value={typeof value === 'number' ? formatRupiah(value) : value} />
          ))
        : null}
    </section>
  );
}

/**
 * The receipt as it prints, with its own CSS (the same markup in the on-screen preview, in the POS's
 * print copy and in the admin's popup): restaurant, address, date, orders, tax, payment, change.
 */
export function ReceiptView({ receipt, paper }: { receipt: Receipt; paper: PaperWidth }) {
  const t = useMessages(receiptMessages);
  const combined = receipt.orders.length > 1;
  return (
    <div className="meja-receipt" data-paper={paper} data-receipt>
      <style>{RECEIPT_CSS}</style>
      <p className="rc-name">{receipt.restaurant.name}</p>
      {receipt.restaurant.address ? <p className="rc-center rc-muted">{receipt.restaurant.address}</p> : null}
      {receipt.title ? (
        <p className="rc-center">
          {receipt.title} · {t.orderCount(receipt.orders.length)}
        </p>
      ) : null}
      <p className="rc-center rc-muted">{receiptDateTime(receipt.printedAt)}</p>
      {receipt.orders.map((order) => (
        <OrderBlock key={order.id} order={order} showTime={combined} />
      ))}
      {combined ? (
        <Row label={t.grandTotal} value={formatRupiah(receipt.grandTotal)} className="grand strong" />
      ) : null}
      <p className="rc-thanks">{t.thanks}</p>
    </div>
  );
}

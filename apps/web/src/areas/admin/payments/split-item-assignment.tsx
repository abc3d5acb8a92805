import type { Order } from '@meja/shared/contracts/orders';
import { optionsText } from '@meja/shared/menu-options';
import { formatRupiah } from '@meja/shared/money';
import { useMessages } from '../../../i18n/use-messages';
import { shortId } from '../../../lib/short-id';
import { unitsLeft, type Assignment } from './split-assignment';
import { splitBillMessages } from './split-bill-messages';

interface SplitItemAssignmentProps {
  orders: readonly Order[];
  assignment: Assignment;
  /** The parts (guests) a unit can go to. */
  parts: number;
  disabled: boolean;
  onAssign: (orderId: string, line: number, unit: number, part: number | null) => void;
}

/** 'Per menu': every unit of every line of the bill, each with the part (guest) it goes to. */
export function SplitItemAssignment({
  orders,
  assignment,
  parts,
  disabled,
  onAssign,
}: SplitItemAssignmentProps) {
  const t = useMessages(splitBillMessages);
  const left = unitsLeft(assignment);
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{t.whoHadWhat}</legend>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-stone-700">
        <span>{t.whoHadWhatHint}</span>
        <span
          className={`font-semibold ${left > 0 ? 'text-amber-800' : 'text-green-800'}`}
          data-units-left={left}
        >
          {left > 0 ? t.unitsLeft({ count: left }) : t.allGiven}
        </span>
      </p>
      <div className="mt-2 space-y-3">
        {orders.map((order) => (
          <div key={order._id} className="space-y-2">
            {orders.length > 1 ? (
              <p className="font-mono text-xs font-bold text-stone-700">#{shortId(order._id, 6)}</p>
            ) : null}
            <ul className="space-y-2">
              {order.items.map((item, line) => (
                <li
                  key={line}
                  className="rounded-lg border border-stone-200 bg-stone-50 p-3"
                  data-split-line={`${order._id}:${line}`}
                >
                  <p className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="min-w-0 font-semibold text-stone-900">
                      {item.name} <span className="font-normal text-stone-700">× {item.qty}</span>
                      {item.options.length > 0 ? (
                        <span className="block text-xs font-normal text-stone-600">
                          {optionsText(item.options)}
                        </span>
                      ) : null}
                    </span>
                    <span className="shrink-0 tabular-nums text-stone-700">{formatRupiah(item.price)}</span>
                  </p>
                  <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {(assignment[order._id]?.[line] ?? []).map((owner, unit) => (
                      <label key={unit} className="flex min-w-0 flex-col text-xs font-medium text-stone-700">
                        <span aria-hidden="true">{t.porsi({ unit: unit + 1 })}</span>
                        <span className="sr-only">{t.unitOf({ dish: item.name, unit: unit + 1 })}</span>
                        <select
                          value={owner === null ? '' : String(owner)}
                          disabled={disabled}
                          onChange={(event) => {
                            const value = event.target.value;
                            onAssign(order._id, line, unit, value === '' ? null : Number(value));
                          }}
                          className={`mt-0.5 min-h-11 w-full rounded-lg border bg-white px-2 text-sm ${
                            owner === null
                              ? 'border-amber-500 text-stone-600'
                              : 'border-stone-500 text-stone-900'
                          }`}
                        >
                          <option value="">{t.belumDipilih}</option>
                          {Array.from({ length: parts }, (_, part) => (
                            <option key={part} value={String(part)}>
                              {t.bagian({ part: part + 1 })}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

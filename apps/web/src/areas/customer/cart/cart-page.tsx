import { DEFAULT_CHARGE_SETTINGS } from '@meja/shared/charges';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../shell/diner-router';
import { DocumentTitle } from '../../../components/document-title';
import { ErrorMessage } from '../../../components/messages';
import { TABLE_MAX, type OrderType } from '@meja/shared/contracts/orders';
import { CartLineRow } from './cart-line-row';
import { OrderTypeField } from './order-type-field';
import { lineKey } from '@meja/shared/line-notes';
import { soldOutLineIds } from './cart-lines';
import { cartSubtotal } from './cart-pricing';
import { choiceProblemLines } from './choice-lines';
import { useCart } from './cart-store';
import { CartTotals } from './cart-totals';
import { CustomerShell } from '../shell/customer-shell';
import { DinerEmptyState } from '../shell/diner-states';
import {
  dinerFieldClass,
  dinerPrimaryButtonClass,
  dinerSecondaryButtonClass,
  dinerTextLinkClass,
} from '../shell/diner-ui';
import { lastTableKey } from '../data/local-keys';
import { readLocalText } from '../data/local-storage';
import { usePublicMenu, usePublicTenant } from '../data/use-public-data';
import { usePlaceOrder } from './use-place-order';
import { useTenantSlug } from '../shell/use-tenant-slug';
import { useMessages } from '../../../i18n/use-messages';
import { useErrorText } from '../shell/use-error-text';
import { cartMessages } from './cart-messages';

/** SPEC §2 cart /{slug}/cart. */
export function CustomerCartPage() {
  const t = useMessages(cartMessages);
  const errorText = useErrorText();
  const slug = useTenantSlug();
  const tenant = usePublicTenant(slug);
  const cart = useCart(slug);
  const [type, setType] = useState<OrderType>('DINE_IN');
  const [table, setTable] = useState(() => readLocalText(lastTableKey(slug)));
  const [pickupName, setPickupName] = useState('');
  const [note, setNote] = useState('');
  const [tableError, setTableError] = useState(false);
  // The menu says which dishes are 'Habis' now and what may be chosen with each; a refused order
  // (409 SOLD_OUT, 400 OPTION_CHOICE_INVALID) fetches it again.
  const menu = usePublicMenu(slug);
  const placeOrder = usePlaceOrder(slug, cart.clear, () => void menu.refetch());
  const empty = cart.lines.length === 0;
  const soldOut = soldOutLineIds(cart.lines, menu.data);
  const choicesChanged = choiceProblemLines(cart.lines, menu.data);
  const blocked = soldOut.size > 0 || choicesChanged.size > 0;
  const blockedHints = [
    soldOut.size > 0 ? 'cart-sold-out' : '',
    choicesChanged.size > 0 ? 'cart-choices' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const accepting = tenant.data?.acceptingOrders ?? true;
  // A takeaway is called by a name or number, kept where the table would be.
  const takeaway = type === 'TAKEAWAY';
  const place = takeaway ? pickupName : table;
  const setPlace = takeaway ? setPickupName : setTable;

  // Warm the offline queue module now: if the network drops, it must already be loaded.
  useEffect(() => {
    void import('../offline/offline-queue').catch(() => undefined);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!place.trim()) {
      setTableError(true);
      return;
    }
    if (empty || blocked || placeOrder.isPending) return;
    placeOrder.mutate({ lines: cart.lines, type, table: place, note });
  };

  return (
    <CustomerShell slug={slug}>
      <DocumentTitle title={t.title} />
      <div className="mx-auto max-w-2xl">
        <div className="mb-4 flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold text-(--diner-text)">{t.title}</h1>
          <Link to={`/${slug}/menu`} className={dinerTextLinkClass}>
            {t.backToMenu}
          </Link>
        </div>
        {empty ? (
          <DinerEmptyState>{t.empty}</DinerEmptyState>
        ) : (
          <ul className="mb-6 flex flex-col gap-3">
            {cart.lines.map((line) => (
              <CartLineRow
                key={lineKey(line)}
                line={line}
                soldOut={soldOut.has(line.menuItemId)}
                choicesChanged={choicesChanged.has(lineKey(line))}
                onQty={(qty) => cart.setQty(lineKey(line), qty)}
                onNote={(note) => cart.setNote(lineKey(line), note)}
                onRemove={() => cart.remove(lineKey(line))}
              />
            ))}
          </ul>
        )}
        <form
          onSubmit={submit}
          noValidate
          className="mt-6 flex flex-col gap-4 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-4"
        >
          <OrderTypeField
            value={type}
            onChange={(next) => {
              setType(next);
              setTableError(false);
            }}
          />
          <div>
            <label htmlFor="cart-table" className="mb-1 block font-semibold text-(--diner-text)">
              {takeaway ? t.pickupName : t.table}{' '}
              <span aria-hidden="true" className="text-(--diner-danger)">
                *
              </span>
            </label>
            <input
              id="cart-table"
              value={place}
              required
              maxLength={TABLE_MAX}
              placeholder={takeaway ? t.pickupPlaceholder : t.tablePlaceholder}
              autoComplete="off"
              aria-invalid={tableError}
              aria-describedby={tableError ? 'cart-table-error' : undefined}
              onChange={(event) => {
                setPlace(event.target.value.toUpperCase());
                setTableError(false);
              }}
              className={dinerFieldClass(tableError)}
            />
            {tableError ? (
              <p id="cart-table-error" className="mt-1 text-sm font-semibold text-(--diner-danger)">
                {takeaway ? t.pickupRequired : t.tableRequired}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="cart-note" className="mb-1 block font-semibold text-(--diner-text)">
              {t.note}
            </label>
            <textarea
              id="cart-note"
              value={note}
              maxLength={500}
              rows={2}
              onChange={(event) => setNote(event.target.value)}
              className={dinerFieldClass(false)}
            />
          </div>
          <CartTotals subtotal={cartSubtotal(cart.lines)} settings={tenant.data ?? DEFAULT_CHARGE_SETTINGS} />
          {placeOrder.isError ? (
            <ErrorMessage>{errorText(placeOrder.error, t.orderFailed)}</ErrorMessage>
          ) : null}
          {accepting ? null : <ErrorMessage>{t.closed}</ErrorMessage>}
          {accepting && soldOut.size > 0 ? (
            <p id="cart-sold-out" className="text-sm font-semibold text-(--diner-danger)">
              {t.soldOutCart}
            </p>
          ) : null}
          {accepting && choicesChanged.size > 0 ? (
            <p id="cart-choices" className="text-sm font-semibold text-(--diner-danger)">
              {t.choicesChangedCart}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={dinerSecondaryButtonClass} onClick={cart.clear} disabled={empty}>
              {t.clear}
            </button>
            {accepting ? (
              <button
                type="submit"
                className={dinerPrimaryButtonClass}
                disabled={empty || blocked || placeOrder.isPending}
                aria-describedby={blockedHints || undefined}
              >
                {placeOrder.isPending ? t.placing : t.place}
              </button>
            ) : null}
          </div>
        </form>
      </div>
    </CustomerShell>
  );
}

import { isClosed } from '@meja/shared/order-status';
import { useEffect, useEffectEvent } from 'react';
import { Link, useRouteParam, useSearchParams } from '../shell/diner-router';
import { DocumentTitle } from '../../../components/document-title';
import { CustomerShell } from '../shell/customer-shell';
import { DinerEmptyState, DinerLoadingState, DinerQueryError } from '../shell/diner-states';
import { dinerTextLinkClass } from '../shell/diner-ui';
import { lastTableKey } from '../data/local-keys';
import { writeLocalText } from '../data/local-storage';
import { imageByName } from './menu-image-lookup';
import { OrderDetail } from './order-detail';
import { TableEntry } from './table-entry';
import { canCallTable } from './table-call';
import { TableCallButtons } from './table-call-buttons';
import { TableOrders } from './table-orders';
import { useOrderLive } from './use-order-live';
import { usePublicMenu, usePublicTenant } from '../data/use-public-data';
import { useActiveByTable, useOrdersByTable } from './use-table-orders';
import { useTenantSlug } from '../shell/use-tenant-slug';
import { useMessages } from '../../../i18n/use-messages';
import { trackingMessages } from './tracking-messages';
import { WaOptinBanner } from '../menu/wa-optin-banner';

/** SPEC §2 order tracking /{slug}/order-track[/{orderId}]?token=…&table=… */
export function CustomerOrderTrackPage() {
  const t = useMessages(trackingMessages);
  const slug = useTenantSlug();
  const orderId = useRouteParam('orderId');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const tableParam = (params.get('table') ?? '').trim().toUpperCase();
  const byId = Boolean(orderId && token);

  const tenant = usePublicTenant(slug);
  const menu = usePublicMenu(slug);
  const live = useOrderLive(slug, orderId, token);
  const active = useActiveByTable(slug, tableParam, !byId);
  const table = byId ? (live.data?.order.table ?? tableParam) : tableParam;
  const list = useOrdersByTable(slug, table);

  // A takeaway's name is not a table: the next order's table stays the last real one. A tracked
  // order's table is remembered once it is known to be eaten at it.
  const type = byId ? live.data?.order.type : 'DINE_IN';
  const takeaway = type === 'TAKEAWAY';
  useEffect(() => {
    if (table && type === 'DINE_IN') writeLocalText(lastTableKey(slug), table);
  }, [slug, table, type]);

  // A pushed change of the tracked order (confirmed, READY, paid, closed) refreshes the table's list
  // too, instead of leaving it up to 5 s behind.
  const tracked = live.data?.order;
  const trackedState = tracked
    ? `${tracked.status}/${tracked.confirmed}/${tracked.ready}/${live.data?.paymentStatus}`
    : '';
  const refetchList = useEffectEvent(() => void list.refetch());
  useEffect(() => {
    if (trackedState) refetchList();
  }, [trackedState]);

  const current = byId ? live.data : active.data;
  const shown = current?.order && !isClosed(current.order) ? { ...current, order: current.order } : null;
  const source = byId ? live : active;
  const title = takeaway ? t.titleTakeaway({ name: table }) : table ? t.titleWithTable({ table }) : t.title;
  const imageFor = imageByName(menu.data ?? []);
  const timeZone = tenant.data?.timezone;

  return (
    <CustomerShell slug={slug}>
      <DocumentTitle title={title} />
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-2xl font-bold text-(--diner-text)">{title}</h1>
          {source.isFetching && source.data ? (
            <span className="text-xs text-(--diner-muted)" data-refreshing>
              {t.refreshing}
            </span>
          ) : null}
        </div>
        {!byId && !tableParam ? (
          <TableEntry slug={slug} />
        ) : (
          <>
            {source.isPending ? <DinerLoadingState label={t.loading} /> : null}
            {source.isError ? (
              <DinerQueryError error={source.error} onRetry={() => void source.refetch()} />
            ) : null}
            {source.isSuccess && !shown ? <DinerEmptyState>{t.noActiveOrder}</DinerEmptyState> : null}
            {shown ? <OrderDetail tracking={shown} imageFor={imageFor} timeZone={timeZone} /> : null}
            {/* 'Panggil pelayan' and 'Minta bill' (issue 20): the tracked order's token proves the table. */}
            {byId && orderId && shown && canCallTable(shown.order) ? (
              <TableCallButtons key={`calls-${orderId}`} slug={slug} orderId={orderId} token={token} />
            ) : null}
            {/* 'Tell me when it is ready' (issue 18): the number is linked to this order. */}
            {byId && orderId && shown && !shown.order.ready && tenant.data ? (
              <WaOptinBanner key={orderId} tenant={tenant.data} order={{ id: orderId, token }} />
            ) : null}
            {list.data ? (
              <TableOrders items={list.data.items} currentId={shown?.order._id ?? null} timeZone={timeZone} />
            ) : null}
            <p className="flex flex-wrap gap-4">
              <Link to={`/${slug}/menu`} className={dinerTextLinkClass}>
                {t.backToMenu}
              </Link>
              <Link
                to={`/${slug}/order-track`}
                className={dinerTextLinkClass}
                onClick={() => {
                  if (!takeaway) writeLocalText(lastTableKey(slug), table);
                }}
              >
                {t.changeTable}
              </Link>
            </p>
          </>
        )}
      </div>
    </CustomerShell>
  );
}

import { Button } from '../../../components/button/button';
import { useMessages } from '../../../i18n/use-messages';
import { PrinterPanelButton } from './printer-panel';
import { ticketMessages } from './ticket-messages';
import { TicketSettings } from './ticket-settings';
import type { KitchenTickets } from './use-kitchen-tickets';

/**
 * 'Printer & tiket' on a screen of kitchen cards (issue 21): the button to the printer's panel with
 * the tickets' settings, and beside it, while tickets print by themselves, for which station.
 */
export function KitchenTicketsPanel({
  tickets,
  onOpenChange,
}: {
  tickets: KitchenTickets;
  onOpenChange?: (open: boolean) => void;
}) {
  const t = useMessages(ticketMessages);
  const station =
    tickets.autoStation === 'KITCHEN'
      ? t.stationKitchen
      : tickets.autoStation === 'BAR'
        ? t.stationBar
        : t.stationAll;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PrinterPanelButton
        label={t.panelButton}
        onOpenChange={(open) => {
          tickets.setPanelOpen(open);
          onOpenChange?.(open);
        }}
      >
        <TicketSettings menu={tickets.menu} />
      </PrinterPanelButton>
      {tickets.autoStation !== undefined ? (
        <span
          className="rounded-md bg-stone-900 px-2 py-1 text-sm font-bold text-white"
          data-auto-tickets={tickets.autoStation ?? 'ALL'}
        >
          {t.autoOn({ station })}
        </span>
      ) : null}
    </div>
  );
}

/** The automatic tickets that did not print, until printed by hand or dismissed. */
export function TicketFailures({ tickets }: { tickets: KitchenTickets }) {
  const t = useMessages(ticketMessages);
  if (tickets.menuBlocked) {
    return (
      <p
        role="alert"
        className="mb-4 rounded-xl border-2 border-red-600 bg-red-50 px-4 py-3 font-bold text-red-950"
      >
        {t.menuFailed}
      </p>
    );
  }
  if (tickets.failed.length === 0) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-start gap-3 rounded-xl border-2 border-red-600 bg-red-50 px-4 py-3 text-red-950"
    >
      <ul className="min-w-0 flex-1 space-y-1 text-base font-bold">
        {tickets.failed.map(([id, title]) => (
          <li key={id}>{t.autoFailed({ title })}</li>
        ))}
      </ul>
      <Button variant="secondary" onClick={tickets.dismissFailures}>
        {t.dismiss}
      </Button>
    </div>
  );
}

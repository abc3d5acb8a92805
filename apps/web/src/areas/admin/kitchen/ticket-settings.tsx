import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { CheckboxField } from '../../../components/checkbox-field';
import { ErrorMessage } from '../../../components/messages';
import { SwitchField } from '../../../components/switch-field';
import { useMessages } from '../../../i18n/use-messages';
import {
  printerSettingsStore,
  updatePrinterSettings,
  type TicketStation,
} from '../../../printing/printer-settings';
import { ticketMessages } from './ticket-messages';
import type { TicketMenu } from './use-ticket-menu';

/**
 * The kitchen's part of the printer panel (issue 21): tickets by themselves, for which station, and
 * which of the menu's categories this device prints (none ticked: all of them).
 */
export function TicketSettings({ menu }: { menu: Pick<TicketMenu, 'categories' | 'ready' | 'failed'> }) {
  const t = useMessages(ticketMessages);
  const settings = useStore(printerSettingsStore);
  const headingId = useId();
  const stations: { value: TicketStation; label: string }[] = [
    { value: 'KITCHEN', label: t.stationKitchen },
    { value: 'BAR', label: t.stationBar },
    { value: null, label: t.stationAll },
  ];
  const picked = settings.ticketCategories ?? [];
  // A category ticked here once and gone from the menu since stays listed, so it can be unticked.
  const categories = [...menu.categories, ...picked.filter((name) => !menu.categories.includes(name))];

  function toggleCategory(name: string, on: boolean): void {
    const next = on ? [...picked, name] : picked.filter((entry) => entry !== name);
    updatePrinterSettings({ ticketCategories: next.length === 0 ? null : next });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 border-t border-stone-200 pt-4"
      data-ticket-settings
    >
      <h3 id={headingId} className="text-lg font-bold text-stone-900">
        {t.ticketsTitle}
      </h3>
      <SwitchField
        label={t.autoTickets}
        hint={t.autoTicketsHint}
        checked={settings.autoTickets}
        onChange={(event) => updatePrinterSettings({ autoTickets: event.target.checked })}
      />
      {settings.autoTickets && settings.printer === null ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950">
          {t.needPrinter}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-900">{t.station}</legend>
        <p className="text-sm text-stone-600">{t.stationHint}</p>
        <div className="grid grid-cols-3 gap-2">
          {stations.map((station) => (
            <label
              key={station.label}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft) has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="ticket-station"
                className="size-4 accent-(--tenant-accent)"
                checked={settings.station === station.value}
                onChange={() => updatePrinterSettings({ station: station.value })}
              />
              {station.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-stone-900">{t.categories}</legend>
        <p className="text-sm text-stone-600">{t.categoriesHint}</p>
        {menu.failed ? (
          <ErrorMessage>{t.menuFailed}</ErrorMessage>
        ) : !menu.ready && categories.length === 0 ? (
          <p className="text-sm text-stone-600">{t.menuLoading}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {categories.map((name) => (
              <CheckboxField
                key={name}
                label={name}
                checked={picked.includes(name)}
                onChange={(event) => toggleCategory(name, event.target.checked)}
              />
            ))}
          </div>
        )}
      </fieldset>
    </section>
  );
}

import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { MENU_MESSAGES } from './menu-messages';
import { menuStockStatus } from './menu-stock-status';

/** 'Habis' (with why) or the warning 'Stok bahan kurang' beside a dish's name; nothing when available. */
export function MenuStockBadges({ item }: { item: AdminMenuItem }) {
  const status = menuStockStatus(item);
  if (status.kind === 'available') return null;
  if (status.kind === 'soldOut') {
    return (
      <>
        <span className="inline-block rounded bg-red-700 px-1.5 text-xs font-semibold text-white">
          {MENU_MESSAGES.soldOut}
        </span>
        <span className="text-xs text-stone-700">{MENU_MESSAGES.soldOutReason[status.reason]}</span>
      </>
    );
  }
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded border border-amber-400 bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
        <span aria-hidden="true">⚠</span>
        {MENU_MESSAGES.stockShort}
      </span>
      <span className="text-xs text-stone-700">{MENU_MESSAGES.stockShortHint}</span>
    </>
  );
}

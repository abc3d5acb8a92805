import { useMessages } from '../../../i18n/use-messages';
import type { AdminMenuItem } from '@meja/shared/contracts/menu';
import { menuMessages } from './menu-messages';
import { menuStockStatus } from './menu-stock-status';

/** 'Habis' (with why) or the warning 'Stok bahan kurang' beside a dish's name; nothing when available. */
export function MenuStockBadges({ item }: { item: AdminMenuItem }) {
  const menuTexts = useMessages(menuMessages);
  const status = menuStockStatus(item);
  if (status.kind === 'available') return null;
  if (status.kind === 'soldOut') {
    return (
      <>
        <span className="inline-block rounded bg-red-700 px-1.5 text-xs font-semibold text-white">
          {menuTexts.soldOut}
        </span>
        <span className="text-xs text-stone-700">
          {status.reason === 'today' ? menuTexts.soldOutReasonToday : menuTexts.soldOutReasonStock}
        </span>
      </>
    );
  }
  return (
    <>
      <span className="inline-flex items-center gap-1 rounded border border-amber-400 bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
        <span aria-hidden="true">⚠</span>
        {menuTexts.stockShort}
      </span>
      <span className="text-xs text-stone-700">{menuTexts.stockShortHint}</span>
    </>
  );
}

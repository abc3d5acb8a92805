import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const refreshIndicatorMessages = i18n('admin/refresh-indicator', {
  menyegarkan: 'Menyegarkan…',
});
interface RefreshIndicatorProps {
  active: boolean;
}

/** The silent 'Menyegarkan…' while a 5 s refresh runs (the list stays on screen). */
export function RefreshIndicator({ active }: RefreshIndicatorProps) {
  const t = useMessages(refreshIndicatorMessages);
  return (
    <p
      aria-hidden="true"
      className={`absolute top-0 right-0 text-xs text-stone-600 ${active ? 'visible' : 'invisible'}`}
    >
      {t.menyegarkan}
    </p>
  );
}

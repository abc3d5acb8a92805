import { useMessages } from '../../../i18n/use-messages';
import { menuMessages } from './menu-messages';

interface JumpTarget {
  id: string;
  label: string;
  available: boolean;
}

interface JumpBarProps {
  targets: JumpTarget[];
}

/** SPEC §2 bottom bar: jump to specials, favourites and MINUMAN (disabled when absent). */
export function JumpBar({ targets }: JumpBarProps) {
  const t = useMessages(menuMessages);
  return (
    <nav
      aria-label={t.jumpBar}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-(--diner-border) bg-(--diner-surface)"
    >
      <div className="mx-auto flex max-w-5xl gap-2 px-4 py-2">
        {targets.map((target) => (
          <button
            key={target.id}
            type="button"
            disabled={!target.available}
            onClick={() => document.getElementById(target.id)?.scrollIntoView({ behavior: 'smooth' })}
            className="min-h-11 flex-1 rounded-lg border border-(--diner-field-border) bg-(--diner-surface) px-2 text-sm font-semibold text-(--diner-text) hover:bg-(--diner-accent-soft) disabled:cursor-not-allowed disabled:opacity-50"
          >
            {target.label}
          </button>
        ))}
      </div>
    </nav>
  );
}

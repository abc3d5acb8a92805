import type { PublicMenuItem } from '@meja/shared/contracts/menu';
import { memo, useState } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { AddCashierForm } from './add-cashier-form';
import { AddMenuItemForm } from './add-menu-item-form';
import { manageMessages } from './manage-messages';
import { MenuImageUpload } from './menu-image-upload';

interface QuickManagePanelProps {
  slug: string;
  items: readonly PublicMenuItem[];
}

/** SPEC §2/§6: add menu, add cashier and image upload, for everyone but cashiers. Folded by default. */
export const QuickManagePanel = memo(function QuickManagePanel({ slug, items }: QuickManagePanelProps) {
  const t = useMessages(manageMessages);
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="pos-manage-title"
      className="rounded-2xl border border-stone-200 bg-white shadow-sm"
    >
      <h2 id="pos-manage-title">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="pos-manage-body"
          onClick={() => setOpen(!open)}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-2 text-left text-base font-bold text-stone-900 hover:bg-stone-50"
        >
          <span>
            {t.title}{' '}
            <span className="block text-sm font-normal text-stone-600 sm:inline">{t.titleDetail}</span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
      </h2>
      <div
        id="pos-manage-body"
        hidden={!open}
        className="grid gap-6 border-t border-stone-200 p-4 md:grid-cols-2 xl:grid-cols-3"
      >
        <AddMenuItemForm slug={slug} />
        <AddCashierForm slug={slug} />
        <MenuImageUpload slug={slug} items={items} />
      </div>
    </section>
  );
});

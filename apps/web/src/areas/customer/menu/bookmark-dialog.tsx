import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../i18n/use-messages';
import { dinerPrimaryButtonClass, dinerSecondaryButtonClass } from '../shell/diner-ui';
import { bookmarkMessages } from './menu-messages';

interface BookmarkDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** SPEC §2 'Simpan Halaman Ini': Bookmark sekarang, Tetap di sini, Lanjutkan keluar. */
export function BookmarkDialog({ open, onStay, onLeave }: BookmarkDialogProps) {
  const t = useMessages(bookmarkMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="bookmark-title"
      onCancel={(event) => {
        event.preventDefault();
        setHint(false);
        onStay();
      }}
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-xl border border-(--diner-border) bg-(--diner-surface) p-5 text-(--diner-text) shadow-xl backdrop:bg-stone-950/60"
    >
      <h2 id="bookmark-title" className="text-lg font-bold">
        {t.title}
      </h2>
      <p className="mt-2 text-sm text-(--diner-muted)">{t.detail}</p>
      {hint ? (
        <p role="status" className="mt-3 rounded-lg bg-(--diner-surface-2) p-3 text-sm text-(--diner-text)">
          {t.hint}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        <button type="button" className={dinerPrimaryButtonClass} onClick={() => setHint(true)}>
          {t.bookmarkNow}
        </button>
        <button
          type="button"
          className={dinerSecondaryButtonClass}
          onClick={() => {
            setHint(false);
            onStay();
          }}
        >
          {t.stay}
        </button>
        <button type="button" className={dinerSecondaryButtonClass} onClick={onLeave}>
          {t.leave}
        </button>
      </div>
    </dialog>
  );
}

import { useEffect, useRef, useState } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';

interface BookmarkDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** SPEC §2 'Simpan Halaman Ini': Bookmark sekarang, Tetap di sini, Lanjutkan keluar. */
export function BookmarkDialog({ open, onStay, onLeave }: BookmarkDialogProps) {
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
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-xl bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-900/50"
    >
      <h2 id="bookmark-title" className="text-lg font-bold">
        Simpan Halaman Ini
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        Simpan menu ini agar mudah dibuka lagi saat memesan berikutnya.
      </p>
      {hint ? (
        <p role="status" className="mt-3 rounded-lg bg-stone-100 p-3 text-sm text-stone-800">
          Buka menu browser (⋮) lalu pilih ☆ / Tambahkan ke bookmark, atau tekan Ctrl+D.
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => setHint(true)}>
          Bookmark sekarang
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setHint(false);
            onStay();
          }}
        >
          Tetap di sini
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onLeave}>
          Lanjutkan keluar
        </button>
      </div>
    </dialog>
  );
}

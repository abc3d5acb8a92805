import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (right-aligned on wide screens, stacked on phones). */
  actions?: ReactNode;
  /** Wider than the default: 36rem, or 48rem for a form with a table-like part ('xl'). */
  wide?: boolean | 'xl';
}

const DIALOG_WIDTHS = {
  normal: 'w-[min(28rem,calc(100%-2rem))]',
  wide: 'w-[min(36rem,calc(100%-2rem))]',
  xl: 'w-[min(48rem,calc(100%-2rem))]',
} as const;

/**
 * A modal <dialog> that is open while it is rendered: focus stays inside, Escape and the backdrop
 * close it, and focus returns to the button that opened it.
 */
export function ModalDialog({ title, onClose, children, actions, wide = false }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] ${DIALOG_WIDTHS[wide === 'xl' ? 'xl' : wide ? 'wide' : 'normal']} overflow-y-auto rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60`}
    >
      <div className="p-5 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold sm:text-xl">
          {title}
        </h2>
        <div className="mt-3">{children}</div>
        {actions ? (
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{actions}</div>
        ) : null}
      </div>
    </dialog>
  );
}

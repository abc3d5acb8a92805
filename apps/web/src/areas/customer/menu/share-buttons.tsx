import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, ShareIcon, WhatsAppIcon, XIcon } from '../../../components/line-icons';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useMessages } from '../../../i18n/use-messages';
import { shareMessages } from './menu-messages';

interface ShareButtonsProps {
  title: string;
}

const COPY_TOAST_MS = 2000;
/** The networks' names are the same in every language. */
const INSTAGRAM = 'Instagram';

/*
 * One set of controls, two layouts: on phones a 'Bagikan' button opens a small menu with the four
 * options (icon and name); from sm up the four are icon buttons in the bar.
 */
const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold text-(--diner-text) hover:bg-(--diner-surface-2) sm:size-11 sm:justify-center sm:px-0 sm:text-(--diner-bar-text) sm:hover:bg-(--diner-bar-hover)';

function ItemLabel({ prefix, children }: { prefix: string; children: ReactNode }) {
  return (
    <span>
      <span className="sr-only">{prefix} </span>
      <span className="sm:sr-only">{children}</span>
    </span>
  );
}

/** SPEC §2 share buttons in the top bar: WhatsApp, Facebook, X and a copy-link button for Instagram. */
export function ShareButtons({ title }: ShareButtonsProps) {
  const t = useMessages(shareMessages);
  const [toast, showToast] = useTimedMessage(COPY_TOAST_MS);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const url = window.location.href;
  const text = encodeURIComponent(`${title} ${url}`);
  const encodedUrl = encodeURIComponent(url);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  /** Closes the phone menu; focus goes back to 'Bagikan' (a no-op from sm up, where it is hidden). */
  const closeAndRefocus = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  const copy = async () => {
    closeAndRefocus();
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t.copyPrompt, url);
      return;
    }
    showToast(t.copied);
  };

  const link = (href: string, name: string, icon: ReactNode) => (
    <a
      className={itemClass}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t.shareOn({ name })}
      onClick={closeAndRefocus}
    >
      {icon}
      <ItemLabel prefix={t.shareOnPrefix}>{name}</ItemLabel>
    </a>
  );

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        closeAndRefocus();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && !(next instanceof Node && wrapper.current?.contains(next))) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t.share}
        title={t.share}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-(--diner-bar-text) hover:bg-(--diner-bar-hover) aria-expanded:bg-(--diner-bar-hover) sm:hidden"
      >
        <ShareIcon />
      </button>
      <div
        id={menuId}
        role="group"
        aria-label={t.group}
        className={`${open ? 'flex' : 'hidden'} absolute left-0 top-full z-30 mt-2 w-56 flex-col gap-0.5 rounded-xl border border-(--diner-border) bg-(--diner-surface) p-1.5 shadow-lg [--diner-ring:var(--diner-focus)] sm:static sm:mt-0 sm:flex sm:w-auto sm:flex-row sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none sm:[--diner-ring:var(--diner-bar-focus)]`}
      >
        {link(`https://wa.me/?text=${text}`, 'WhatsApp', <WhatsAppIcon />)}
        {link(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, 'Facebook', <FacebookIcon />)}
        {link(
          `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
          'X',
          <XIcon />,
        )}
        <button
          type="button"
          className={itemClass}
          title={t.copyFor({ name: INSTAGRAM })}
          onClick={() => void copy()}
        >
          <InstagramIcon />
          <ItemLabel prefix={t.copyForPrefix}>{INSTAGRAM}</ItemLabel>
        </button>
      </div>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4"
      >
        {toast ? (
          <p className="rounded-xl bg-(--diner-toast-bg) px-4 py-3 text-sm text-(--diner-toast-text) shadow-lg">
            {toast}
          </p>
        ) : null}
      </div>
    </div>
  );
}

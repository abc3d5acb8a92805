import { useTimedMessage } from './use-timed-message';

interface ShareButtonsProps {
  title: string;
}

const COPY_TOAST_MS = 2000;
const shareLink =
  'inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-2.5 text-xs font-semibold text-stone-800 hover:bg-stone-100';

/** SPEC §2 share buttons: WhatsApp, Facebook, X and a copy-link button for Instagram. */
export function ShareButtons({ title }: ShareButtonsProps) {
  const [toast, showToast] = useTimedMessage(COPY_TOAST_MS);
  const url = window.location.href;
  const text = encodeURIComponent(`${title} ${url}`);
  const encodedUrl = encodeURIComponent(url);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt('Salin link ini:', url);
      return;
    }
    showToast('Link disalin. Tempel di Instagram Bio/DM.');
  };

  return (
    <div className="mb-4 flex flex-wrap items-center gap-1.5">
      <span className="sr-only text-xs text-stone-700 sm:not-sr-only">Bagikan:</span>
      <a className={shareLink} href={`https://wa.me/?text=${text}`} target="_blank" rel="noopener noreferrer">
        WhatsApp
      </a>
      <a
        className={shareLink}
        href={`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Facebook
      </a>
      <a
        className={shareLink}
        href={`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        X
      </a>
      <button type="button" className={shareLink} onClick={() => void copy()}>
        Instagram
      </button>
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4"
      >
        {toast ? (
          <p className="rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">{toast}</p>
        ) : null}
      </div>
    </div>
  );
}

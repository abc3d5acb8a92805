import { useMessages } from '../../../i18n/use-messages';
import { Link } from '../shell/diner-router';
import { menuMessages } from './menu-messages';

interface CartToastProps {
  slug: string;
  message: string | null;
}

/** '{item} ditambahkan ke keranjang' with 'Lihat Keranjang' (SPEC §2). */
export function CartToast({ slug, message }: CartToastProps) {
  const t = useMessages(menuMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-20 z-40 flex justify-center px-4"
    >
      {message ? (
        <p className="pointer-events-auto flex items-center gap-3 rounded-xl bg-(--diner-toast-bg) px-4 py-3 text-sm text-(--diner-toast-text) shadow-lg">
          <span>{message}</span>
          <Link
            to={`/${slug}/cart`}
            className="font-semibold text-(--diner-toast-link) underline underline-offset-2"
          >
            {t.viewCart}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

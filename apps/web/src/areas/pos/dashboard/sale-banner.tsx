import { useMessages } from '../../../i18n/use-messages';
import { dashboardMessages } from './dashboard-messages';
import type { SaleBanner as SaleBannerState } from './use-checkout';

/** SPEC §4: 'Transaksi berhasil dibuat' for about 0.9 s after a sale (announced, never focused). */
export function SaleBanner({ banner }: { banner: SaleBannerState | null }) {
  const t = useMessages(dashboardMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center px-4"
    >
      {banner ? (
        <p
          key={banner.id}
          className="rounded-xl bg-green-700 px-5 py-3 text-center text-base font-bold text-white shadow-lg"
          data-sale-banner
        >
          {t.transactionRecorded}
          {banner.offline ? (
            <span className="block text-sm font-medium text-green-50">{t.offlineSaved}</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

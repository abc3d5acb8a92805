import { formatRupiah } from '@meja/shared/money';
import { ButtonLink } from '../../../components/button/button-link';
import { useMessages } from '../../../i18n/use-messages';
import { kasirSajaMessages } from '../site-messages';
import { LANDING_HEADING_CLASS } from './landing-section';

/** SPEC §2: the KASIR_SAJA plan, straight to its payment page (/pay?plan=POS_ONLY&cycle=monthly). */
export const KASIR_SAJA_HREF = '/pay?plan=POS_ONLY&cycle=monthly';

interface LandingKasirSajaProps {
  /** The monthly price of the platform settings; null until they have loaded. */
  monthlyPrice: number | null;
}

export function LandingKasirSaja({ monthlyPrice }: LandingKasirSajaProps) {
  const t = useMessages(kasirSajaMessages);
  return (
    <section aria-labelledby="kasir-saja-heading" className="bg-stone-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[2fr_1fr]">
        <div>
          <p className="text-sm font-bold tracking-wide text-amber-300">{t.eyebrow}</p>
          <h2 id="kasir-saja-heading" className={`mt-2 ${LANDING_HEADING_CLASS}`}>
            {t.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-stone-200">{t.lead}</p>
        </div>
        <div className="flex flex-col items-start gap-4 lg:items-end">
          <p className="min-h-[1lh] text-xl font-bold" data-kasir-saja-price>
            {monthlyPrice !== null && monthlyPrice > 0
              ? t.price({ price: formatRupiah(monthlyPrice) })
              : null}
          </p>
          <ButtonLink to={KASIR_SAJA_HREF} variant="primary" className="px-6 text-base">
            {t.cta}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

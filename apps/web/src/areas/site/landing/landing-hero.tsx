import { ButtonLink } from '../../../components/button/button-link';
import { useMessages } from '../../../i18n/use-messages';
import { heroMessages } from '../site-messages';
import { LandingHeroVisual } from './landing-hero-visual';

interface LandingHeroProps {
  /** The trial length of the platform settings; null until they have loaded. */
  trialDays: number | null;
}

export function LandingHero({ trialDays }: LandingHeroProps) {
  const t = useMessages(heroMessages);
  return (
    <section className="border-b border-stone-200 bg-gradient-to-b from-brand-50 to-stone-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-2 lg:py-20">
        <div>
          <p className="inline-flex rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            {t.eyebrow}
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-700">{t.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/register" variant="primary" className="px-6 text-base">
              {t.register}
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary" className="px-6 text-base">
              {t.pricing}
            </ButtonLink>
          </div>
          {/* Two lines held on phones, so the loaded trial length moves nothing below. */}
          <p className="mt-4 min-h-[2lh] text-sm text-stone-600 sm:min-h-0" data-trial-note>
            {trialDays === null ? t.trialPending : t.trial({ days: trialDays })}
          </p>
        </div>
        <LandingHeroVisual />
      </div>
    </section>
  );
}

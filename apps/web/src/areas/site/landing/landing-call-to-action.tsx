import { Link } from 'react-router';
import { ButtonLink } from '../../../components/button/button-link';
import { textLinkLook } from '../../../components/text-link';
import { useMessages } from '../../../i18n/use-messages';
import { PLATFORM_CONTACT_EMAIL } from '../../../lib/platform-contact';
import { callToActionMessages } from '../site-messages';
import { LANDING_HEADING_CLASS } from './landing-section';

/** SPEC §2 call to action and the contact mail link. */
export function LandingCallToAction() {
  const t = useMessages(callToActionMessages);
  return (
    <section aria-labelledby="cta-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-10 sm:py-12">
        <h2 id="cta-heading" className={LANDING_HEADING_CLASS}>
          {t.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-brand-50">{t.lead}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/register" variant="secondary" className="px-6 text-base">
            {t.register}
          </ButtonLink>
          <Link
            to="/pricing"
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-6 text-base font-semibold text-white hover:bg-brand-800"
          >
            {t.pricing}
          </Link>
        </div>
      </div>
      <p className="mt-8 text-center text-stone-700">
        {t.contact}{' '}
        <a href={`mailto:${PLATFORM_CONTACT_EMAIL}`} className={textLinkLook}>
          {PLATFORM_CONTACT_EMAIL}
        </a>
      </p>
    </section>
  );
}

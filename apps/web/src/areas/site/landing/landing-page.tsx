import { usePlatformOffer } from '../../../api/use-platform-offer';
import { DocumentTitle } from '../../../components/document-title';
import { useMessages } from '../../../i18n/use-messages';
import { heroMessages } from '../site-messages';
import { LandingCallToAction } from './landing-call-to-action';
import { LandingCarousel } from './landing-carousel';
import { LandingCustomers } from './landing-customers';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingKasirSaja } from './landing-kasir-saja';
import { LandingSteps } from './landing-steps';
import { LandingTestimonials } from './landing-testimonials';
import { SocialProofToast } from './social-proof-toast';
import { WhatsAppFloat } from './whatsapp-float';

/**
 * SPEC §2 landing: hero, screenshot carousel, customer names, features, KASIR_SAJA, registration
 * steps, testimonials, call to action with the contact mail link; the social-proof toast and the
 * WhatsApp button float above. The trial length, the KASIR_SAJA price and the WhatsApp number come
 * from the public settings, loaded after the first paint (without them the page still reads well).
 */
export function LandingPage() {
  const t = useMessages(heroMessages);
  const offer = usePlatformOffer();
  const trialDays = offer.data?.trialDays ?? null;
  return (
    <>
      <DocumentTitle title={t.title} />
      <LandingHero trialDays={trialDays} />
      <LandingCarousel />
      {/* Below the fold on every screen: laid out and painted only when scrolled near. */}
      <div className="[contain-intrinsic-size:auto_3000px] [content-visibility:auto]">
        <LandingCustomers />
        <LandingFeatures />
        <LandingKasirSaja monthlyPrice={offer.data?.pricePOS ?? null} />
        <LandingSteps trialDays={trialDays} />
        <LandingTestimonials />
        <LandingCallToAction />
      </div>
      <SocialProofToast />
      {offer.data ? <WhatsAppFloat number={offer.data.whatsappNumber} /> : null}
    </>
  );
}

import { SITE_TEXTS, TESTIMONIALS } from '../site-messages';
import { LandingSection } from './landing-section';

/** SPEC §2 testimonials. */
export function LandingTestimonials() {
  return (
    <LandingSection id="testimoni" heading={SITE_TEXTS.testimonials.heading} band>
      <ul className="mt-8 grid gap-4 lg:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="h-full rounded-2xl bg-brand-50 p-6">
              <blockquote className="text-stone-800">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-bold text-stone-900">{item.name}</span>
                <span className="block text-stone-600">{item.place}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

import { useMessages } from '../../../i18n/use-messages';
import { TESTIMONIALS, testimonialMessages, type Testimonial } from '../site-messages';
import { LandingSection } from './landing-section';

/** SPEC §2 testimonials. */
export function LandingTestimonials() {
  const t = useMessages(testimonialMessages);
  const quoteOf = (item: Testimonial) => t.quoted({ quote: t[`${item}Quote`] });
  const nameOf = (item: Testimonial) => t[`${item}Name`];
  const placeOf = (item: Testimonial) => t[`${item}Place`];
  return (
    <LandingSection id="testimoni" heading={t.heading} band>
      <ul className="mt-8 grid gap-4 lg:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item}>
            <figure className="h-full rounded-2xl bg-brand-50 p-6">
              <blockquote className="text-stone-800">{quoteOf(item)}</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-bold text-stone-900">{nameOf(item)}</span>
                <span className="block text-stone-600">{placeOf(item)}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

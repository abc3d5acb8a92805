import { SITE_TEXTS, TESTIMONIALS } from '../site-messages';

/** SPEC §2 testimonials. */
export function LandingTestimonials() {
  return (
    <section aria-labelledby="testimoni-heading" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="testimoni-heading" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {SITE_TEXTS.testimonials.heading}
        </h2>
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
      </div>
    </section>
  );
}

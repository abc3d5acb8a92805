import { CUSTOMER_NAMES, SITE_TEXTS } from '../site-messages';

/** SPEC §2: a list of sample customer names. */
export function LandingCustomers() {
  return (
    <section aria-labelledby="pelanggan-heading" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2
          id="pelanggan-heading"
          className="text-center text-sm font-semibold uppercase tracking-wide text-stone-600"
        >
          {SITE_TEXTS.customers.heading}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-base font-bold text-stone-700 sm:text-lg">
          {CUSTOMER_NAMES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

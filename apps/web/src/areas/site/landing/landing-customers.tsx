import { useMessages } from '../../../i18n/use-messages';
import { CUSTOMERS, customerMessages } from '../site-messages';

/** SPEC §2: a list of sample customer names. */
export function LandingCustomers() {
  const t = useMessages(customerMessages);
  return (
    <section aria-labelledby="pelanggan-heading" className="border-y border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h2
          id="pelanggan-heading"
          className="text-center text-sm font-semibold uppercase tracking-wide text-stone-600"
        >
          {t.heading}
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-base font-bold text-stone-700 sm:text-lg">
          {CUSTOMERS.map((customer) => (
            <li key={customer}>{t[customer]}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

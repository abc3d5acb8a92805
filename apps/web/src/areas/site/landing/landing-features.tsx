import { FEATURES, SITE_TEXTS } from '../site-messages';
import { LandingSection } from './landing-section';

/** SPEC §1/§2 feature cards: what the landing page advertises. */
export function LandingFeatures() {
  return (
    <LandingSection id="fitur" heading={SITE_TEXTS.features.heading}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-stone-900">{feature.title}</h3>
            <p className="mt-2 text-stone-700">{feature.text}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

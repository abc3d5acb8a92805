import { useMessages } from '../../../i18n/use-messages';
import { FEATURES, featureMessages, type Feature } from '../site-messages';
import { LandingSection } from './landing-section';

/** SPEC §1/§2 feature cards: what the landing page advertises. */
export function LandingFeatures() {
  const t = useMessages(featureMessages);
  const titleOf = (feature: Feature) => t[`${feature}Title`];
  const textOf = (feature: Feature) => t[`${feature}Text`];
  return (
    <LandingSection id="fitur" heading={t.heading}>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-stone-900">{titleOf(feature)}</h3>
            <p className="mt-2 text-stone-700">{textOf(feature)}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

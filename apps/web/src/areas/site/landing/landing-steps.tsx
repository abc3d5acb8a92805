import { useMessages } from '../../../i18n/use-messages';
import { registrationSteps, stepMessages } from '../site-messages';
import { LandingSection } from './landing-section';

interface LandingStepsProps {
  trialDays: number | null;
}

/** SPEC §2 registration steps (SPEC §4: form, verification email, login). */
export function LandingSteps({ trialDays }: LandingStepsProps) {
  const t = useMessages(stepMessages);
  return (
    <LandingSection id="langkah" heading={t.heading}>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {registrationSteps(t, trialDays).map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:flex-col sm:gap-3"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-1 text-stone-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}

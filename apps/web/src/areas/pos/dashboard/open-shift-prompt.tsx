import { useMessages } from '../../../i18n/use-messages';
import { OpenShiftForm } from '../shift/open-shift-form';
import { dashboardMessages } from './dashboard-messages';

interface OpenShiftPromptProps {
  slug: string;
  onOpened: () => void;
}

/** The dashboard without an open shift (issue 12): open one right here; selling waits until then. */
export function OpenShiftPrompt({ slug, onOpened }: OpenShiftPromptProps) {
  const t = useMessages(dashboardMessages);
  return (
    <section
      aria-label={t.shiftNotOpen}
      className="space-y-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm"
      data-open-shift-prompt
    >
      <p className="font-semibold text-amber-950">{t.shiftRequired}</p>
      <p className="text-sm text-amber-950">{t.openShiftHint}</p>
      <div className="rounded-xl bg-white p-4">
        <OpenShiftForm slug={slug} onOpened={onOpened} />
      </div>
    </section>
  );
}

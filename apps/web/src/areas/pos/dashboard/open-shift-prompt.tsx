import { POS_MESSAGES } from '@meja/shared/contracts/pos';
import { POS_TEXTS } from '../pos-texts';
import { OpenShiftForm } from '../shift/open-shift-form';

interface OpenShiftPromptProps {
  slug: string;
  onOpened: () => void;
}

/** The dashboard without an open shift (issue 12): open one right here; selling waits until then. */
export function OpenShiftPrompt({ slug, onOpened }: OpenShiftPromptProps) {
  return (
    <section
      aria-label="Shift belum dibuka"
      className="space-y-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm"
      data-open-shift-prompt
    >
      <p className="font-semibold text-amber-950">{POS_MESSAGES.shiftRequired}</p>
      <p className="text-sm text-amber-950">{POS_TEXTS.openShiftHint}</p>
      <div className="rounded-xl bg-white p-4">
        <OpenShiftForm slug={slug} onOpened={onOpened} />
      </div>
    </section>
  );
}

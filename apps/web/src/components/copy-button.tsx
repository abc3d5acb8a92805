import { useTimedMessage } from '../lib/use-timed-message';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';

export const copyButtonMessages = i18n('common/copy-button', {
  salin: 'Salin',
  copied: 'Disalin',
  copyByHand: 'Salin teks ini:',
});

/** SPEC §9: a copy confirmation shows for 1.5 s. */
const COPIED_MS = 1500;

interface CopyButtonProps {
  value: string;
  /** What is copied, read after 'Salin' by screen readers: 'nomor rekening'. */
  label: string;
}

/** Copies `value` to the clipboard ('Disalin' for 1.5 s); where that is refused, offers it to copy by hand. */
export function CopyButton({ value, label }: CopyButtonProps) {
  const t = useMessages(copyButtonMessages);
  const [copied, showCopied] = useTimedMessage(COPIED_MS);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showCopied(t.copied);
    } catch {
      window.prompt(t.copyByHand, value);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="inline-flex min-h-11 min-w-20 items-center justify-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100"
    >
      <span aria-live="polite">{copied ?? t.salin}</span>
      <span className="sr-only"> {label}</span>
    </button>
  );
}

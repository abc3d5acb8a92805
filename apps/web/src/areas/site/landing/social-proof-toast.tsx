import { useEffect, useState } from 'react';
import { LineIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion';
import { SOCIAL_PROOF, socialProofMessages } from '../site-messages';
import { nextToastChangeMs } from './social-proof-timing';

interface ToastState {
  visible: boolean;
  /** How many times it has appeared (picks the line). */
  shown: number;
  closed: boolean;
}

/**
 * SPEC §2 rotating social-proof toast: first after 2.5 s, then every 15 s, visible 5 s, bottom
 * left (the WhatsApp button keeps the right). Closing it ends it for this visit. Under
 * prefers-reduced-motion it never appears: it is movement the visitor did not ask for and carries
 * nothing they need. Not a live region: screen readers are not interrupted every 15 s.
 */
export function SocialProofToast() {
  const t = useMessages(socialProofMessages);
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<ToastState>({ visible: false, shown: 0, closed: false });

  useEffect(() => {
    if (reducedMotion || state.closed) return undefined;
    const timer = window.setTimeout(
      () =>
        setState((current) =>
          current.visible
            ? { ...current, visible: false }
            : { ...current, visible: true, shown: current.shown + 1 },
        ),
      nextToastChangeMs(state.visible, state.shown > 0),
    );
    return () => window.clearTimeout(timer);
  }, [state, reducedMotion]);

  if (reducedMotion || state.closed || !state.visible) return null;
  const line = SOCIAL_PROOF[(state.shown - 1) % SOCIAL_PROOF.length];
  if (line === undefined) return null;

  return (
    <aside
      aria-label={t.label}
      data-social-proof
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] left-4 right-24 z-40 flex items-center gap-3 rounded-xl border border-stone-200 bg-white py-2 pl-4 pr-1 shadow-lg transition duration-300 starting:translate-y-3 starting:opacity-0 sm:right-auto sm:max-w-sm"
    >
      <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full bg-green-600" />
      <p className="min-w-0 flex-1 text-sm text-stone-800">{t[line]}</p>
      <button
        type="button"
        onClick={() => setState((current) => ({ ...current, visible: false, closed: true }))}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <LineIcon>
          <path d="M6 6l12 12M18 6L6 18" />
        </LineIcon>
        <span className="sr-only">{t.close}</span>
      </button>
    </aside>
  );
}

import type { PublicTenant } from '@meja/shared/contracts/tenant';
import { useState, type FormEvent } from 'react';
import { lightPost } from '../../../api/light-http';
import { readLocalText, writeLocalText } from '../data/local-storage';
import { dinerFieldClass, dinerPrimaryButtonClass } from '../shell/diner-ui';
import { segment } from '../data/url-segment';
import { useMessages } from '../../../i18n/use-messages';
import { useErrorText } from '../shell/use-error-text';
import { waOptinMessages } from './menu-messages';
import { optinPlan, type OptinOrder } from './wa-optin-request';

interface WaOptinBannerProps {
  tenant: PublicTenant;
  /** On an order's tracking page: the number is linked to that order ('Pesanan Anda siap'). */
  order?: OptinOrder | null;
}

type BannerState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'error'; message: string };

/**
 * SPEC §2/§5 WhatsApp opt-in: shown when enabled and not dismissed; POST /wa-optin. On an order's
 * tracking page it also sends the order's id and token (issue 18), and is remembered per order.
 */
export function WaOptinBanner({ tenant, order = null }: WaOptinBannerProps) {
  const t = useMessages(waOptinMessages);
  const errorText = useErrorText();
  const slug = tenant.tenantSlug;
  const plan = optinPlan(slug, order);
  const [hidden, setHidden] = useState(
    () => readLocalText(plan.dismissedKey) === '1' || readLocalText(plan.submittedKey) === '1',
  );
  const [phone, setPhone] = useState('');
  const [state, setState] = useState<BannerState>({ kind: 'idle' });
  if (!tenant.waOptinEnabled || (hidden && state.kind !== 'done')) return null;

  const dismiss = () => {
    writeLocalText(plan.dismissedKey, '1');
    setHidden(true);
    setState({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) {
      setState({ kind: 'error', message: t.phoneRequired });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await lightPost(`/public/${segment(slug)}/wa-optin`, plan.body(phone.trim()));
      writeLocalText(plan.submittedKey, '1');
      setHidden(true);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: errorText(error, t.saveFailed) });
    }
  };

  return (
    <aside
      aria-label={t.region}
      className="mb-4 rounded-xl border border-(--diner-accent-border) bg-(--diner-accent-soft) p-4"
    >
      {state.kind === 'done' ? (
        <p role="status" className="text-sm font-semibold text-(--diner-text)">
          {t.thanks}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-2">
            <label htmlFor="wa-optin-phone" className="text-sm font-semibold text-(--diner-text)">
              {tenant.waOptinText}
            </label>
            <button
              type="button"
              onClick={dismiss}
              className="min-h-11 shrink-0 rounded-lg px-2 text-sm font-semibold text-(--diner-accent-text) underline-offset-4 hover:underline"
            >
              {t.close}
            </button>
          </div>
          <div className="flex gap-2">
            <input
              id="wa-optin-phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={t.phonePlaceholder}
              maxLength={30}
              value={phone}
              aria-invalid={state.kind === 'error'}
              aria-describedby={state.kind === 'error' ? 'wa-optin-error' : undefined}
              onChange={(event) => setPhone(event.target.value)}
              className={`${dinerFieldClass(state.kind === 'error')} min-w-0`}
            />
            <button
              type="submit"
              disabled={state.kind === 'sending'}
              className={`${dinerPrimaryButtonClass} shrink-0`}
            >
              {t.send}
            </button>
          </div>
          {state.kind === 'error' ? (
            <p id="wa-optin-error" role="alert" className="text-sm font-semibold text-(--diner-danger)">
              {state.message}
            </p>
          ) : null}
        </form>
      )}
    </aside>
  );
}

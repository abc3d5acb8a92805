import { zodResolver } from '@hookform/resolvers/zod';
import { broadcastRequest, type BroadcastRequest } from '@meja/shared/contracts/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError, fieldErrorsOf, messageOf } from '../../../api/api-error';
import { createBroadcast, marketingQueryKey } from '../../../api/marketing-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { FormCard } from '../../../components/form-card';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextAreaField } from '../../../components/text-area-field';
import { useMessages } from '../../../i18n/use-messages';
import { formatCount } from '../../../lib/format-number';
import { isSafeHref } from '../../../lib/safe-href';
import {
  BROADCAST_MAX_CHARS,
  broadcastBlocker,
  broadcastCost,
  broadcastCostText,
  countedLength,
  lengthState,
  type BroadcastBlocker,
} from './broadcast-words';
import { broadcastFormMessages } from './marketing-messages';
import { useBroadcasts, useWaStatus } from './marketing-queries';

const EMPTY: BroadcastRequest = { message: '' };
const FIELD_NAMES = ['message'] as const;
/** Refusals that mean the page's picture of the leads or the device is old: both are asked again. */
const STALE_PICTURE_CODES = new Set(['BROADCAST_NO_LEADS', 'WHATSAPP_NOT_READY']);

interface BroadcastFormProps {
  tenantSlug: string;
}

/**
 * 'Broadcast baru' (SPEC §2, §5): the message with its live count (5–4096 characters once
 * trimmed), how many leads it reaches and, when the platform charges for it, what it costs. It is
 * refused here, with the reason, without reachable leads or a ready device. Made with a payment
 * link, the browser goes to pay (SPEC §4); otherwise 'Broadcast dibuat.' and the history refreshes.
 */
export function BroadcastForm({ tenantSlug }: BroadcastFormProps) {
  const t = useMessages(broadcastFormMessages);
  const queryClient = useQueryClient();
  const device = useWaStatus(tenantSlug);
  const list = useBroadcasts(tenantSlug);
  const form = useForm({ resolver: zodResolver(broadcastRequest), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const [notice, setNotice] = useState<string | null>(null);
  const reasonId = useId();

  const create = useMutation({
    mutationFn: (request: BroadcastRequest) => createBroadcast(tenantSlug, request),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: marketingQueryKey(tenantSlug) });
      const paymentUrl = answer.paymentUrl?.trim() ?? '';
      if (paymentUrl !== '' && isSafeHref(paymentUrl)) {
        window.location.assign(paymentUrl);
        return;
      }
      form.reset(EMPTY);
      setNotice(t.created);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
      if (error instanceof ApiError && STALE_PICTURE_CODES.has(error.code)) {
        void queryClient.invalidateQueries({ queryKey: marketingQueryKey(tenantSlug) });
      }
    },
  });
  const { reset: resetCreate } = create;
  // Back from the payment page (the back/forward cache), the form works again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) resetCreate();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [resetCreate]);

  const redirecting = create.isSuccess && (create.data.paymentUrl?.trim() ?? '') !== '';
  const reach = list.data?.reachableLeads;
  const blocker: BroadcastBlocker | null =
    device.isError && !device.data
      ? 'device-unknown'
      : device.data && reach !== undefined
        ? broadcastBlocker(device.data, reach)
        : null;
  const loading = !device.data || reach === undefined;
  const cost = list.data ? broadcastCost(list.data.pricePerRecipient, list.data.reachableLeads) : null;
  const blockerText: Record<BroadcastBlocker, string> = {
    'device-unknown': t.blockedDeviceUnknown,
    'no-provider': t.blockedNoProvider,
    'device-not-ready': t.blockedNotReady,
    'no-leads': t.blockedNoLeads,
  };
  const length = countedLength(message);
  const tooLong = lengthState(message) === 'long';
  const generalError = create.isError && fieldErrorsOf(create.error, FIELD_NAMES).length === 0;

  return (
    <FormCard
      title={t.title}
      description={t.description}
      onSubmit={form.handleSubmit((values) => {
        setNotice(null);
        create.mutate(values);
      })}
      data-broadcast-form
    >
      <TextAreaField
        label={t.message}
        rows={5}
        hint={t.messageHint}
        counter={
          <span className={tooLong ? 'font-semibold text-red-700' : undefined} data-broadcast-length={length}>
            {t.count({ count: formatCount(length), max: formatCount(BROADCAST_MAX_CHARS) })}
          </span>
        }
        error={errors.message?.message}
        {...form.register('message', { onChange: () => setNotice(null) })}
      />
      {list.data ? (
        <div className="space-y-2 rounded-lg bg-stone-50 px-4 py-3 text-sm">
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-xs font-medium text-stone-600">{t.reach}</dt>
              <dd
                className="font-semibold tabular-nums text-stone-900"
                data-broadcast-reach={list.data.reachableLeads}
              >
                {t.reachCount({ count: formatCount(list.data.reachableLeads) })}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs font-medium text-stone-600">{t.cost}</dt>
              <dd className="font-semibold tabular-nums text-stone-900" data-broadcast-cost>
                {cost ? broadcastCostText(cost, t.costLine) : t.free}
              </dd>
            </div>
          </dl>
          {cost ? <p className="text-stone-700">{t.payFirst}</p> : null}
        </div>
      ) : null}
      {blocker ? (
        <p id={reasonId} className="text-sm font-medium text-amber-900" data-broadcast-blocked={blocker}>
          {blockerText[blocker]}
        </p>
      ) : null}
      {notice ? <SuccessMessage>{notice}</SuccessMessage> : null}
      {generalError ? <ErrorMessage>{messageOf(create.error, t.failed)}</ErrorMessage> : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        disabled={loading || blocker !== null}
        aria-describedby={blocker ? reasonId : undefined}
        loading={create.isPending || redirecting}
        loadingLabel={redirecting ? t.redirecting : t.submitting}
      >
        {t.submit}
      </Button>
    </FormCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { testSendRequest, type TestSendRequest } from '@meja/shared/contracts/marketing';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from '../../../api/api-error';
import { sendTestMessage } from '../../../api/marketing-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { FormCard } from '../../../components/form-card';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { formatWhatsAppNumber } from '../../../lib/phone-display';
import { testSendMessages } from './marketing-messages';
import { useWaStatus } from './marketing-queries';

const EMPTY: TestSendRequest = { to: '', message: '' };
const FIELD_NAMES = ['to', 'message'] as const;

interface TestSendFormProps {
  tenantSlug: string;
}

/**
 * 'Kirim pesan uji' (SPEC §2, §5): a number and a message, sent once from the platform's number;
 * it needs both and a ready device. The answer names the number it went to, or says why not.
 */
export function TestSendForm({ tenantSlug }: TestSendFormProps) {
  const t = useMessages(testSendMessages);
  const device = useWaStatus(tenantSlug);
  const form = useForm({ resolver: zodResolver(testSendRequest), defaultValues: EMPTY });
  const { errors } = form.formState;
  const reasonId = useId();
  const send = useMutation({
    mutationFn: (request: TestSendRequest) => sendTestMessage(tenantSlug, request),
    onError: (error) => applyServerFieldErrors(form, error, FIELD_NAMES),
  });
  const notReady = device.data !== undefined && !device.data.ready;
  const blockedText = device.data?.provider === 'none' ? t.blockedNoProvider : t.blockedNotReady;
  const generalError = send.isError && fieldErrorsOf(send.error, FIELD_NAMES).length === 0;

  return (
    <FormCard
      title={t.title}
      description={t.description}
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      data-test-send-form
    >
      <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:items-start">
        <TextField
          label={t.to}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          hint={t.toHint}
          error={errors.to?.message}
          {...form.register('to')}
        />
        <TextAreaField
          label={t.message}
          rows={3}
          hint={t.messageHint}
          error={errors.message?.message}
          {...form.register('message')}
        />
      </div>
      {notReady ? (
        <p id={reasonId} className="text-sm font-medium text-amber-900" data-test-send-blocked>
          {blockedText}
        </p>
      ) : null}
      {send.isSuccess ? (
        <SuccessMessage>
          <span data-test-send-sent={send.data.to}>
            {t.sentTo}{' '}
            <span className="whitespace-nowrap tabular-nums">{formatWhatsAppNumber(send.data.to)}</span>
          </span>
        </SuccessMessage>
      ) : null}
      {generalError ? <ErrorMessage>{messageOf(send.error, t.failed)}</ErrorMessage> : null}
      <Button
        type="submit"
        variant="primary"
        className="w-full sm:w-auto"
        disabled={!device.data || notReady}
        aria-describedby={notReady ? reasonId : undefined}
        loading={send.isPending}
        loadingLabel={t.sending}
      >
        {t.submit}
      </Button>
    </FormCard>
  );
}

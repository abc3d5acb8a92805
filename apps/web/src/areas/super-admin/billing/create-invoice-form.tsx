import { zodResolver } from '@hookform/resolvers/zod';
import { BILLING_CYCLES } from '@meja/shared/billing';
import {
  createInvoiceForm,
  invoiceRequestOf,
  type CreateInvoiceFormValues,
  type CreateInvoiceRequest,
  type CreateInvoiceResponse,
} from '@meja/shared/contracts/billing';
import { PACKAGE_LABELS, PACKAGES } from '@meja/shared/plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../../api/api-error';
import { BILLING_CONSOLE_SCOPE, createConsoleInvoice } from '../../../api/billing-console-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { CopyButton } from '../../../components/copy-button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { billingConsoleMessages } from './billing-messages';
import { FormCard } from '../../../components/form-card';

const EMPTY: CreateInvoiceFormValues = {
  tenantSlug: '',
  amount: '',
  dueDate: '',
  description: '',
  plan: '',
  cycle: 'monthly',
};
const FIELDS = ['tenantSlug', 'amount', 'description', 'plan', 'cycle'] as const;

/** 'Buat invoice' (SPEC §2): tenant slug, amount, due date, description; plan and cycle with defaults. */
export function CreateInvoiceForm() {
  const t = useMessages(billingConsoleMessages);
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(createInvoiceForm), defaultValues: EMPTY });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: CreateInvoiceRequest) => createConsoleInvoice(body),
    onSuccess: () => {
      form.reset(EMPTY);
      void queryClient.invalidateQueries({ queryKey: BILLING_CONSOLE_SCOPE });
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELDS);
    },
  });
  const created: CreateInvoiceResponse | undefined = create.data;
  const fieldError = Object.keys(errors).length > 0;
  const planOptions = [
    { value: '', label: t.planCurrent },
    ...PACKAGES.map((plan) => ({ value: plan, label: PACKAGE_LABELS[plan] })),
  ];
  const cycleLabels = { monthly: t.cycleMonthly, yearly: t.cycleYearly } as const;

  return (
    <FormCard
      title={t.createTitle}
      description={t.createHint}
      onSubmit={form.handleSubmit((values) => create.mutate(invoiceRequestOf(values)))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.tenantSlug}
          required
          maxLength={80}
          autoComplete="off"
          autoCapitalize="none"
          error={errors.tenantSlug?.message}
          {...form.register('tenantSlug')}
        />
        <TextField
          label={t.amount}
          required
          inputMode="numeric"
          maxLength={13}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label={t.dueDate}
          optional
          type="date"
          hint={t.dueDateHint}
          error={errors.dueDate?.message}
          {...form.register('dueDate')}
        />
        <TextField
          label={t.descriptionField}
          optional
          maxLength={300}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SelectField
          label={t.plan}
          options={planOptions}
          error={errors.plan?.message}
          {...form.register('plan')}
        />
        <SelectField
          label={t.cycle}
          options={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: cycleLabels[cycle] }))}
          error={errors.cycle?.message}
          {...form.register('cycle')}
        />
      </div>
      <Button type="submit" variant="primary" loading={create.isPending} loadingLabel={t.creating}>
        {t.create}
      </Button>
      {create.isError && !fieldError ? (
        <ErrorMessage>{messageOf(create.error, t.createFailed)}</ErrorMessage>
      ) : null}
      {created && create.isSuccess ? (
        <SuccessMessage>
          <span className="block font-semibold" data-invoice-created>
            {created.message}
          </span>
          <span className="mt-1 block text-sm">{t.paymentLink}</span>
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <code className="min-w-0 text-xs break-all">{created.paymentUrl}</code>
            <CopyButton value={created.paymentUrl} label={t.copyLink} />
          </span>
        </SuccessMessage>
      ) : null}
    </FormCard>
  );
}

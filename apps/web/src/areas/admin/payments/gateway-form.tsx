import type { TenantGatewayResponse, TenantGatewayUpdate } from '@meja/shared/contracts/payment-gateway';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldErrorsOf, messageOf } from '../../../api/api-error';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { SecretField } from '../../../components/secret-field';
import { SelectField } from '../../../components/select-field';
import { SwitchField } from '../../../components/switch-field';
import { useMessages } from '../../../i18n/use-messages';
import { ClearGatewayKeysDialog } from './clear-gateway-keys-dialog';
import {
  clearKeysUpdateOf,
  GATEWAY_FORM_FIELDS,
  gatewayFormValues,
  gatewayUpdateOf,
  hasStoredSecrets,
  secretFieldsOf,
  type GatewayChoice,
} from './gateway-form-values';
import { gatewayMessages } from './gateway-messages';
import { useGatewayProviderNames } from './gateway-provider-names';
import { gatewaySettingQueryKey, saveGatewaySetting } from './gateway-setting-api';
import { GatewayWebhookUrl } from './gateway-webhook-url';

interface GatewayFormProps {
  tenantSlug: string;
  setting: TenantGatewayResponse;
  titleId: string;
}

/** PUT the setting; the answer becomes the section's setting at once and the form starts again from it. */
function useSaveGateway(tenantSlug: string, onStored: (stored: TenantGatewayResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: TenantGatewayUpdate) => saveGatewaySetting(tenantSlug, update),
    onSuccess: (stored) => {
      queryClient.setQueryData(gatewaySettingQueryKey(tenantSlug), stored);
      onStored(stored);
    },
  });
}

export function GatewayForm({ tenantSlug, setting, titleId }: GatewayFormProps) {
  const t = useMessages(gatewayMessages);
  const names = useGatewayProviderNames();
  const form = useForm({ defaultValues: gatewayFormValues(setting) });
  const provider = useWatch({ control: form.control, name: 'provider' });
  const { errors, isDirty } = form.formState;
  const [askingClear, setAskingClear] = useState(false);
  const reset = (stored: TenantGatewayResponse) => form.reset(gatewayFormValues(stored));
  const save = useSaveGateway(tenantSlug, reset);
  const clear = useSaveGateway(tenantSlug, (stored) => {
    reset(stored);
    setAskingClear(false);
  });

  const submit = form.handleSubmit((values) => {
    clear.reset();
    save.mutate(gatewayUpdateOf(values), {
      onError: (error) => applyServerFieldErrors(form, error, GATEWAY_FORM_FIELDS),
    });
  });

  // Stripe has no QRIS, and without a provider nothing can go through one: those switches go off.
  const pickProvider = (next: GatewayChoice) => {
    if (next === '' || next === 'stripe') form.setValue('qrisViaGateway', false, { shouldDirty: true });
    if (next === '') form.setValue('cardViaGateway', false, { shouldDirty: true });
  };
  const providerField = form.register('provider', {
    onChange: (event: { target: { value: GatewayChoice } }) => pickProvider(event.target.value),
  });

  const secretFields = secretFieldsOf(provider);
  const switchError = errors.cardViaGateway?.message ?? errors.qrisViaGateway?.message;
  const refusedWithoutField = save.isError && fieldErrorsOf(save.error, GATEWAY_FORM_FIELDS).length === 0;

  return (
    <>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void submit(event)}
        className="space-y-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <SelectField
          label={t.provider}
          hint={t.providerHint}
          error={errors.provider?.message}
          options={[
            { value: '', label: t.providerNone },
            { value: 'midtrans', label: names.midtrans },
            { value: 'xendit', label: names.xendit },
            { value: 'stripe', label: names.stripe },
          ]}
          {...providerField}
        />
        {provider !== '' ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-stone-900">
              {t.keysTitle({ provider: names[provider] })}
            </legend>
            <div className="grid gap-4 md:grid-cols-2">
              {secretFields.map((field) => (
                <SecretField
                  key={field}
                  label={t[field]}
                  stored={setting.secrets[field]}
                  error={errors[field]?.message}
                  {...form.register(field)}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className="space-y-2">
          {provider === '' ? <p className="text-sm text-stone-700">{t.needsProvider}</p> : null}
          <div className="divide-y divide-stone-100 rounded-lg border border-stone-200 px-3">
            <SwitchField
              className="py-3"
              label={t.cardViaGateway}
              hint={t.cardHint}
              disabled={provider === ''}
              {...form.register('cardViaGateway')}
            />
            <SwitchField
              className="py-3"
              label={t.qrisViaGateway}
              hint={provider === 'stripe' ? t.qrisStripe : t.qrisHint}
              disabled={provider === '' || provider === 'stripe'}
              {...form.register('qrisViaGateway')}
            />
          </div>
          {switchError ? <ErrorMessage>{switchError}</ErrorMessage> : null}
        </div>
        {provider !== '' ? (
          <GatewayWebhookUrl provider={provider} url={setting.webhookUrls[provider]} />
        ) : null}
        <p className="text-sm text-stone-600">{t.defaultNote}</p>
        {save.isSuccess && !isDirty ? <SuccessMessage>{t.saved}</SuccessMessage> : null}
        {clear.isSuccess && !isDirty ? <SuccessMessage>{t.cleared}</SuccessMessage> : null}
        {refusedWithoutField ? <ErrorMessage>{messageOf(save.error, t.saveFailed)}</ErrorMessage> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t.save}
          </Button>
          {hasStoredSecrets(setting) ? (
            <Button
              variant="danger"
              onClick={() => {
                clear.reset();
                setAskingClear(true);
              }}
              disabled={save.isPending}
            >
              {t.clearKeys}
            </Button>
          ) : null}
        </div>
      </form>
      {askingClear ? (
        <ClearGatewayKeysDialog
          clearing={clear.isPending}
          error={clear.isError ? messageOf(clear.error, t.saveFailed) : null}
          onCancel={() => setAskingClear(false)}
          onConfirm={() => {
            save.reset();
            clear.mutate(clearKeysUpdateOf(setting));
          }}
        />
      ) : null}
    </>
  );
}

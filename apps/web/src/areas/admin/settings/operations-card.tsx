import { useMessages } from '../../../i18n/use-messages';
import { STOCK_POLICIES, type StockPolicy, type TenantSettings } from '@meja/shared/contracts/tenant';
import { useState } from 'react';
import { SwitchField } from '../../../components/switch-field';
import { SettingsCard } from './settings-card';
import { settingsMessages } from './settings-messages';
import { useSaveSettings } from './use-save-settings';

interface OperationsCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/** 'Operasional' (issue 12): whether POS sales go to the kitchen, and what a sale does when stock runs out. */
export function OperationsCard({ tenantSlug, settings }: OperationsCardProps) {
  const settingsTexts = useMessages(settingsMessages);
  const save = useSaveSettings(tenantSlug);
  const [posToKitchen, setPosToKitchen] = useState(settings.posToKitchen);
  const [stockPolicy, setStockPolicy] = useState<StockPolicy>(settings.stockPolicy);

  function changed(): void {
    // A new change hides the last result until it is saved.
    if (!save.isPending) save.reset();
  }

  return (
    <SettingsCard
      id="operations"
      title={settingsTexts.operationsTitle}
      description={settingsTexts.operationsDescription}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      onSubmit={() => save.mutate({ posToKitchen, stockPolicy })}
    >
      <SwitchField
        label={settingsTexts.posToKitchen}
        hint={
          settings.kitchenAvailable ? settingsTexts.posToKitchenHint : settingsTexts.posToKitchenUnavailable
        }
        checked={settings.kitchenAvailable && posToKitchen}
        disabled={!settings.kitchenAvailable}
        onChange={(event) => {
          setPosToKitchen(event.target.checked);
          changed();
        }}
      />
      <fieldset className="border-t border-stone-200 pt-4">
        <legend className="float-left mb-2 w-full font-semibold text-stone-900">
          {settingsTexts.stockPolicyLegend}
        </legend>
        <div className="clear-left grid gap-3">
          {STOCK_POLICIES.map((policy) => {
            const text =
              policy === 'ALLOW'
                ? { label: settingsTexts.stockPolicyAllowLabel, hint: settingsTexts.stockPolicyAllowHint }
                : { label: settingsTexts.stockPolicyBlockLabel, hint: settingsTexts.stockPolicyBlockHint };
            const hintId = `stock-policy-${policy}-hint`;
            return (
              <label
                key={policy}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white p-3 hover:border-stone-400 has-checked:border-(--tenant-accent) has-checked:bg-(--tenant-accent-soft) has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 sm:p-4"
              >
                <input
                  type="radio"
                  name="stockPolicy"
                  value={policy}
                  checked={stockPolicy === policy}
                  aria-describedby={hintId}
                  onChange={() => {
                    setStockPolicy(policy);
                    changed();
                  }}
                  className="mt-0.5 size-5 shrink-0 accent-(--tenant-accent) focus-visible:outline-none"
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{text.label}</span>
                  <span id={hintId} className="mt-0.5 block text-sm text-stone-700">
                    {text.hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </SettingsCard>
  );
}

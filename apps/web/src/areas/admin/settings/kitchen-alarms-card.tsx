import type { TenantSettings } from '@meja/shared/contracts/tenant';
import { KITCHEN_ALARM_MAX_MINUTES } from '@meja/shared/kitchen-alarms';
import { useState } from 'react';
import { fieldErrorsOf } from '../../../api/api-error';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { TextField } from '../../../components/text-field';
import { SettingsCard } from './settings-card';
import { typedNumber } from './charges-form';
import { useSaveSettings } from './use-save-settings';

export const kitchenAlarmsMessages = i18n('admin/settings/kitchen-alarms', {
  title: 'Alarm dapur',
  description:
    'Kartu pesanan di layar dapur berubah kuning, lalu merah, bila belum READY sekian menit setelah dikonfirmasi.',
  amber: 'Kuning setelah (menit)',
  red: 'Merah setelah (menit)',
});

interface KitchenAlarmsCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/** 'Alarm dapur' (issue 21): the minutes after which a kitchen card turns amber, then red. */
export function KitchenAlarmsCard({ tenantSlug, settings }: KitchenAlarmsCardProps) {
  const t = useMessages(kitchenAlarmsMessages);
  const save = useSaveSettings(tenantSlug);
  const [amber, setAmber] = useState(String(settings.kitchenAmberMinutes));
  const [red, setRed] = useState(String(settings.kitchenRedMinutes));
  const fieldErrors = new Map(
    fieldErrorsOf(save.error, ['kitchenAmberMinutes', 'kitchenRedMinutes'] as const),
  );

  function edited(set: (value: string) => void, value: string): void {
    set(value);
    if (!save.isPending) save.reset();
  }

  return (
    <SettingsCard
      id="kitchen-alarms"
      title={t.title}
      description={t.description}
      saving={save.isPending}
      saved={save.isSuccess}
      error={save.error}
      onSubmit={() =>
        save.mutate({
          kitchenAmberMinutes: typedNumber(amber) ?? amber,
          kitchenRedMinutes: typedNumber(red) ?? red,
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.amber}
          type="number"
          inputMode="numeric"
          min={1}
          max={KITCHEN_ALARM_MAX_MINUTES}
          step={1}
          value={amber}
          error={fieldErrors.get('kitchenAmberMinutes')}
          onChange={(event) => edited(setAmber, event.target.value)}
        />
        <TextField
          label={t.red}
          type="number"
          inputMode="numeric"
          min={1}
          max={KITCHEN_ALARM_MAX_MINUTES}
          step={1}
          value={red}
          error={fieldErrors.get('kitchenRedMinutes')}
          onChange={(event) => edited(setRed, event.target.value)}
        />
      </div>
    </SettingsCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  knownTimezone,
  TENANT_TIMEZONES,
  THEMES,
  tenantSettingsUpdate,
  type TenantSettings,
  type TenantTimezone,
  type Theme,
} from '@meja/shared/contracts/tenant';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsCard } from './settings-card';
import { settingsMessages } from './settings-messages';
import { useSaveSettings } from './use-save-settings';

const restaurantSettings = tenantSettingsUpdate.pick({
  name: true,
  address: true,
  phone: true,
  reservationWhatsApp: true,
  timezone: true,
  theme: true,
});
const FIELDS = ['name', 'address', 'phone', 'reservationWhatsApp', 'timezone', 'theme'] as const;

interface RestaurantCardProps {
  tenantSlug: string;
  settings: TenantSettings;
}

/** 'Profil restoran' (SPEC §2): name, address, phone, reservation WhatsApp, the time zone and the menu's theme. */
export function RestaurantCard({ tenantSlug, settings }: RestaurantCardProps) {
  const t = useMessages(settingsMessages);
  const save = useSaveSettings(tenantSlug);
  const form = useForm({
    resolver: zodResolver(restaurantSettings),
    defaultValues: {
      name: settings.name,
      address: settings.address,
      phone: settings.phone,
      reservationWhatsApp: settings.reservationWhatsApp,
      timezone: knownTimezone(settings.timezone),
      theme: settings.theme,
    },
  });
  const { errors } = form.formState;
  const timezoneLabels: Record<TenantTimezone, string> = {
    'Asia/Jakarta': t.timezoneJakarta,
    'Asia/Makassar': t.timezoneMakassar,
    'Asia/Jayapura': t.timezoneJayapura,
  };
  const themeLabels: Record<Theme, string> = {
    classic: t.themeClassic,
    dark: t.themeDark,
    emerald: t.themeEmerald,
    sunset: t.themeSunset,
    ocean: t.themeOcean,
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (stored) =>
        form.reset({
          name: stored.name,
          address: stored.address,
          phone: stored.phone,
          reservationWhatsApp: stored.reservationWhatsApp,
          timezone: knownTimezone(stored.timezone),
          theme: stored.theme,
        }),
      onError: (error) => applyServerFieldErrors(form, error, FIELDS),
    }),
  );

  return (
    <SettingsCard
      id="restaurant"
      title={t.restaurantTitle}
      description={t.restaurantDescription}
      saving={save.isPending}
      saved={save.isSuccess && !form.formState.isDirty}
      error={save.error}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t.name}
        required
        maxLength={120}
        autoComplete="organization"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t.address}
        optional
        maxLength={300}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.phone}
          optional
          type="tel"
          inputMode="tel"
          maxLength={30}
          hint={t.phoneHint}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label={t.reservationWhatsApp}
          optional
          type="tel"
          inputMode="tel"
          maxLength={30}
          hint={t.reservationWhatsAppHint}
          error={errors.reservationWhatsApp?.message}
          {...form.register('reservationWhatsApp')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t.theme}
          options={THEMES.map((theme) => ({ value: theme, label: themeLabels[theme] }))}
          error={errors.theme?.message}
          {...form.register('theme')}
        />
        <SelectField
          label={t.timezone}
          hint={t.timezoneHint}
          options={TENANT_TIMEZONES.map((zone) => ({ value: zone, label: timezoneLabels[zone] }))}
          error={errors.timezone?.message}
          {...form.register('timezone')}
        />
      </div>
    </SettingsCard>
  );
}

import { quotaLimitInput, type PlatformTenant } from '@meja/shared/contracts/platform-tenants';
import { useId, useState } from 'react';
import { Button } from '../../../components/button/button';
import { fieldControlClass } from '../../../components/field-classes';
import { useMessages } from '../../../i18n/use-messages';
import { tenantsMessages } from './tenants-messages';

interface TenantQuotaFieldProps {
  tenant: PlatformTenant;
  disabled: boolean;
  saving: boolean;
  onSave: (quotaLimit: number | null) => void;
}

/** The month's usage and the quota (blank = unlimited; SPEC §5), saved with its own button. */
export function TenantQuotaField({ tenant, disabled, saving, onSave }: TenantQuotaFieldProps) {
  const t = useMessages(tenantsMessages);
  const id = useId();
  const stored = tenant.quotaLimit === null ? '' : String(tenant.quotaLimit);
  const [text, setText] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const parsed = quotaLimitInput.safeParse(text);
  const changed = parsed.success ? parsed.data !== tenant.quotaLimit : text !== stored;

  return (
    <form
      noValidate
      className="space-y-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message ?? t.actionFailed);
          return;
        }
        setError(null);
        onSave(parsed.data);
      }}
    >
      <p className="text-sm text-stone-800">{t.usageOf({ usage: tenant.usage })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t.quotaOf({ name: tenant.name })}
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          placeholder={t.quotaPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          className={`${fieldControlClass(Boolean(error))} w-32`}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={disabled || !changed}
          loading={saving}
          context={t.quotaOf({ name: tenant.name })}
        >
          {t.save}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  platformTenantCreate,
  type PlatformTenant,
  type PlatformTenantChanges,
} from '@meja/shared/contracts/platform-tenants';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button/button';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { tenantsMessages } from './tenants-messages';

interface TenantNameEditorProps {
  tenant: PlatformTenant;
  saving: boolean;
  onSave: (changes: PlatformTenantChanges) => void;
  onCancel: () => void;
}

/** Edit name and slug in the row, with cancel; only what changed is sent. */
export function TenantNameEditor({ tenant, saving, onSave, onCancel }: TenantNameEditorProps) {
  const t = useMessages(tenantsMessages);
  const form = useForm({
    resolver: zodResolver(platformTenantCreate),
    defaultValues: { name: tenant.name, slug: tenant.slug },
  });
  const { errors } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' });

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => {
        const changes: PlatformTenantChanges = {
          ...(values.name !== tenant.name && { name: values.name }),
          ...(values.slug !== tenant.slug && { slug: values.slug }),
        };
        if (Object.keys(changes).length === 0) onCancel();
        else onSave(changes);
      })}
    >
      <TextField
        label={t.editName({ name: tenant.name })}
        maxLength={120}
        autoComplete="off"
        className={UPPER_CASE_INPUT_CLASS}
        error={errors.name?.message}
        {...form.register('name', { setValueAs: toUpperCaseText })}
      />
      <TextField
        label={t.editSlug({ name: tenant.name })}
        maxLength={60}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        hint={slug.trim().toLowerCase() !== tenant.slug ? t.slugChangeNote : undefined}
        error={errors.slug?.message}
        {...form.register('slug', { setValueAs: (value: unknown) => String(value).trim().toLowerCase() })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={saving}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

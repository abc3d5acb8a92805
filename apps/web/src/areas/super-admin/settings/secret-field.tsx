import type { MaskedSecret } from '@meja/shared/contracts/platform';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { platformSettingsMessages } from './platform-settings-messages';

interface SecretFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
  stored: MaskedSecret;
  error?: string;
}

/**
 * A credential field: always empty (the server never sends a secret back), with the stored one's
 * last 4 characters as its hint; left blank on save, the stored secret is kept.
 */
export function SecretField({ label, stored, error, ...inputProps }: SecretFieldProps) {
  const t = useMessages(platformSettingsMessages);
  const hint = !stored.set
    ? t.secretEmpty
    : stored.last4
      ? t.secretStored({ last4: stored.last4 })
      : t.secretStoredShort;
  return (
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      spellCheck={false}
      maxLength={500}
      optional
      hint={hint}
      error={error}
      {...inputProps}
    />
  );
}

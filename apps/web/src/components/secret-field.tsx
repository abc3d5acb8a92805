import type { MaskedSecret } from '@meja/shared/contracts/platform';
import { params } from '@nanostores/i18n';
import type { ComponentPropsWithRef } from 'react';
import { i18n } from '../i18n/i18n';
import { useMessages } from '../i18n/use-messages';
import { TextField } from './text-field';

export const secretFieldMessages = i18n('common/secret-field', {
  stored: params<{ last4: string }>('Tersimpan: ••••{last4}. Kosongkan untuk tetap memakai yang tersimpan.'),
  storedShort: 'Tersimpan (terlalu pendek untuk ditampilkan). Kosongkan untuk tetap memakai yang tersimpan.',
  empty: 'Belum diisi.',
});

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
  const t = useMessages(secretFieldMessages);
  const hint = !stored.set ? t.empty : stored.last4 ? t.stored({ last4: stored.last4 }) : t.storedShort;
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

import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequest, type RegisterRequest, type RegisterResponse } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../api/server-field-errors';
import { registerRestaurant } from '../../api/auth-api';
import { Button } from '../../components/button/button';
import { ErrorMessage } from '../../components/messages';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../lib/upper-case';
import { REGISTER_PACKAGE_OPTIONS, type RegistrablePackage } from './register-options';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const registerFormMessages = i18n('auth/register-form', {
  namaRestoran: 'Nama restoran',
  email: 'Email',
  password: 'Password',
  minimal8Karakter: 'Minimal 8 karakter.',
  kota: 'Kota',
  contohJakarta: 'Contoh: Jakarta',
  noTelepon: 'No. telepon',
  n08xxxxxxxxxx: '08xxxxxxxxxx',
  paket: 'Paket',
  basicBisaDicobaGratis: 'BASIC bisa dicoba gratis. KASIR_SAJA dan PRO dibayar setelah pendaftaran.',
  pendaftaranGagal: 'Pendaftaran gagal',
  mendaftarkan: 'Mendaftarkan...',
  daftar: 'Daftar',
});

export interface RegistrationResult {
  email: string;
  package: NonNullable<RegisterRequest['package']>;
  response: RegisterResponse;
}

interface RegisterFormProps {
  /** The package chosen before coming here (/register?package=…). */
  initialPackage: RegistrablePackage;
  onRegistered: (result: RegistrationResult) => void;
}

const EMPTY_FORM: RegisterRequest = {
  restaurantName: '',
  email: '',
  password: '',
  city: '',
  phone: '',
  package: 'BASIC',
};

const FIELD_NAMES: readonly (keyof RegisterRequest)[] = [
  'restaurantName',
  'email',
  'password',
  'city',
  'phone',
  'package',
];

export function RegisterForm({ initialPackage, onRegistered }: RegisterFormProps) {
  const t = useMessages(registerFormMessages);
  const form = useForm({
    resolver: zodResolver(registerRequest),
    defaultValues: { ...EMPTY_FORM, package: initialPackage },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: registerRestaurant,
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });

  return (
    <form
      noValidate
      className="mt-6 space-y-5"
      onSubmit={form.handleSubmit((values) =>
        mutation.mutate(values, {
          onSuccess: (response) => onRegistered({ email: values.email, package: values.package, response }),
        }),
      )}
    >
      <TextField
        label={t.namaRestoran}
        autoComplete="organization"
        maxLength={120}
        required
        className={UPPER_CASE_INPUT_CLASS}
        error={errors.restaurantName?.message}
        {...form.register('restaurantName', { setValueAs: toUpperCaseText })}
      />
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        required
        hint={t.minimal8Karakter}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t.kota}
          optional
          placeholder={t.contohJakarta}
          autoComplete="address-level2"
          maxLength={80}
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.city?.message}
          {...form.register('city', { setValueAs: toUpperCaseText })}
        />
        <TextField
          label={t.noTelepon}
          optional
          type="tel"
          inputMode="tel"
          placeholder={t.n08xxxxxxxxxx}
          autoComplete="tel"
          maxLength={30}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
      </div>
      <SelectField
        label={t.paket}
        options={REGISTER_PACKAGE_OPTIONS}
        hint={t.basicBisaDicobaGratis}
        error={errors.package?.message}
        {...form.register('package')}
      />
      {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, t.pendaftaranGagal)}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t.mendaftarkan : t.daftar}
      </Button>
    </form>
  );
}

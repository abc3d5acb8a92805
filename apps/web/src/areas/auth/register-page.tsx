import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../components/text-link';
import { AuthCard } from './auth-card';
import { RegisterForm, type RegistrationResult } from './register-form';
import { packageFromQuery } from './register-options';
import { RegisterSuccess } from './register-success';
import { DocumentTitle } from '../../components/document-title';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const registerPageMessages = i18n('auth/register-page', {
  daftar: 'Daftar',
  daftarkanRestoranAnda: 'Daftarkan restoran Anda',
  buatAkunAdminRestoran: 'Buat akun admin restoran dalam satu menit. Sudah punya akun? ',
  login: 'Login',
});

/** SPEC §2 /register: form, submitting, success. */
export function RegisterPage() {
  const t = useMessages(registerPageMessages);
  const [result, setResult] = useState<RegistrationResult | null>(null);
  const [search] = useSearchParams();

  if (result) {
    return (
      <AuthCard>
        <RegisterSuccess result={result} />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <DocumentTitle title={t.daftar} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{t.daftarkanRestoranAnda}</h1>
      <p className="mt-2 text-stone-700">
        {t.buatAkunAdminRestoran}
        <TextLink to="/login">{t.login}</TextLink>
      </p>
      <RegisterForm initialPackage={packageFromQuery(search.get('package'))} onRegistered={setResult} />
    </AuthCard>
  );
}

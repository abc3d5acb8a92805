import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TextLink } from '../../components/text-link';
import { AuthCard } from './auth-card';
import { RegisterForm, type RegistrationResult } from './register-form';
import { packageFromQuery } from './register-options';
import { RegisterSuccess } from './register-success';
import { DocumentTitle } from '../../components/document-title';

/** SPEC §2 /register: form, submitting, success. */
export function RegisterPage() {
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
      <DocumentTitle title="Daftar" />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">Daftarkan restoran Anda</h1>
      <p className="mt-2 text-stone-700">
        Buat akun admin restoran dalam satu menit. Sudah punya akun? <TextLink to="/login">Login</TextLink>
      </p>
      <RegisterForm initialPackage={packageFromQuery(search.get('package'))} onRegistered={setResult} />
    </AuthCard>
  );
}

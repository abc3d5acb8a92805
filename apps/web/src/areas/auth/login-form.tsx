import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type LoginRequest, type SessionUser } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/api-error';
import { login } from '../../api/auth-api';
import { AuthCard } from './auth-card';
import { DEMO_LOGIN, DEMO_PASSWORD } from './demo-accounts';
import { DemoAccountsHint } from './demo-accounts-hint';
import { LoginFields } from './login-fields';

interface LoginFormProps {
  header: ReactNode;
  onLoggedIn: (user: SessionUser) => void;
}

/** SPEC §2 /login: email and password, prefilled with a demo account. */
export function LoginForm({ header, onLoggedIn }: LoginFormProps) {
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequest), defaultValues: DEMO_LOGIN });
  const mutation = useMutation({ mutationFn: login, onSuccess: (response) => onLoggedIn(response.user) });

  function pickDemoAccount(email: string): void {
    form.setValue('email', email, { shouldValidate: true });
    form.setValue('password', DEMO_PASSWORD, { shouldValidate: true });
    mutation.reset();
  }

  return (
    <AuthCard aside={<DemoAccountsHint onPick={pickDemoAccount} />}>
      {header}
      <form
        noValidate
        className="mt-6 space-y-5"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <LoginFields
          form={form}
          failure={mutation.isError ? messageOf(mutation.error, 'Login failed') : null}
          pending={mutation.isPending}
        />
      </form>
    </AuthCard>
  );
}

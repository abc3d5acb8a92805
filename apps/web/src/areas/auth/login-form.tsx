import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type LoginRequest, type SessionUser } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/api-error';
import { login } from '../../api/auth-api';
import { primaryButtonClass } from '../../components/button-classes';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { AuthCard } from './auth-card';
import { DEMO_LOGIN, DEMO_PASSWORD } from './demo-accounts';
import { DemoAccountsHint } from './demo-accounts-hint';

interface LoginFormProps {
  header: ReactNode;
  onLoggedIn: (user: SessionUser) => void;
}

/** SPEC §2 /login: email and password, prefilled with a demo account. */
export function LoginForm({ header, onLoggedIn }: LoginFormProps) {
  const form = useForm<LoginRequest>({ resolver: zodResolver(loginRequest), defaultValues: DEMO_LOGIN });
  const { errors } = form.formState;
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
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          inputMode="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {mutation.isError ? <ErrorMessage>{messageOf(mutation.error, 'Login failed')}</ErrorMessage> : null}
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={mutation.isPending}>
          {mutation.isPending ? 'Memproses...' : 'Login'}
        </button>
      </form>
    </AuthCard>
  );
}

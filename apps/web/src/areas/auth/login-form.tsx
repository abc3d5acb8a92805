import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest, type LoginRequest, type SessionUser } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../api/api-error';
import { login } from '../../api/auth-api';
import { LoadingState } from '../../components/loading-state';
import { AuthCard } from './auth-card';
import { DEMO_ACCOUNTS, DEMO_LOGIN, DEMO_PASSWORD } from './demo-accounts';
import { DemoAccountsHint } from './demo-accounts-hint';
import { LoginFields } from './login-fields';
import { forgotPasswordPath } from './reset-paths';
import { useDemoLogins } from './use-demo-logins';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const loginFormMessages = i18n('auth/login-form', {
  loginFailed: 'Login failed',
});

interface LoginFormProps {
  header: ReactNode;
  /** The email to start with (after a password reset); empty otherwise. */
  initialEmail: string;
  onLoggedIn: (user: SessionUser) => void;
}

/**
 * SPEC §2 /login: email and password. Prefilled with a demo account, and listing them, only when
 * the server's demo data is on outside production (issue 12). Drawn once the settings are known,
 * so the prefill never lands on what someone is already typing.
 */
export function LoginForm(props: LoginFormProps) {
  const { demoLogins, known } = useDemoLogins();
  if (!known) return <LoadingState />;
  return <LoginFormReady {...props} demoLogins={demoLogins} />;
}

function LoginFormReady({
  header,
  initialEmail,
  onLoggedIn,
  demoLogins,
}: LoginFormProps & { demoLogins: boolean }) {
  const t = useMessages(loginFormMessages);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: demoLogins && initialEmail === '' ? DEMO_LOGIN : { email: initialEmail, password: '' },
  });
  const mutation = useMutation({ mutationFn: login, onSuccess: (response) => onLoggedIn(response.user) });

  function pickDemoAccount(email: string): void {
    form.setValue('email', email, { shouldValidate: true });
    form.setValue('password', DEMO_PASSWORD, { shouldValidate: true });
    mutation.reset();
  }

  return (
    <AuthCard
      aside={demoLogins ? <DemoAccountsHint accounts={DEMO_ACCOUNTS} onPick={pickDemoAccount} /> : undefined}
    >
      {header}
      <form
        noValidate
        className="mt-6 space-y-5"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <LoginFields
          form={form}
          failure={mutation.isError ? messageOf(mutation.error, t.loginFailed) : null}
          pending={mutation.isPending}
          forgotPasswordHref={forgotPasswordPath(null)}
        />
      </form>
    </AuthCard>
  );
}

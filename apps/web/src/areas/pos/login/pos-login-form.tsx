import type { LoginRequest } from '@meja/shared/contracts/auth';
import type { PosUser } from '@meja/shared/contracts/pos';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { LoginFields } from '../../auth/login-fields';
import { forgotPasswordPath } from '../../auth/reset-paths';
import { posLogin } from '../pos-api';
import { loginFailure } from './login-failure';

interface PosLoginFormProps {
  tenantSlug: string;
  /** The page holds the form, so its demo-account list can fill it. */
  form: UseFormReturn<LoginRequest>;
  onLoggedIn: (user: PosUser) => void;
  /** An account of another restaurant: go to that restaurant's login. */
  onOtherTenant: (tenantSlug: string, email: string) => void;
}

/** SPEC §2 POS login: email and password. */
export function PosLoginForm({ tenantSlug, form, onLoggedIn, onOtherTenant }: PosLoginFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    // Offline the call fails at once with its message: it must never wait for the network.
    networkMode: 'always',
    mutationFn: (values: LoginRequest) => posLogin(tenantSlug, values),
    onSuccess: onLoggedIn,
    onError: (error, values) => {
      const outcome = loginFailure(error, tenantSlug);
      if (outcome.kind === 'redirect') onOtherTenant(outcome.tenantSlug, values.email);
      else setFailure(outcome.text);
    },
  });

  return (
    <form
      noValidate
      className="mt-6 space-y-5"
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        mutation.mutate(values);
      })}
    >
      <LoginFields
        form={form}
        failure={failure}
        pending={mutation.isPending}
        forgotPasswordHref={forgotPasswordPath(tenantSlug)}
      />
    </form>
  );
}

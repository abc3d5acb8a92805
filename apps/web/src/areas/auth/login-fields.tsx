import type { LoginRequest } from '@meja/shared/contracts/auth';
import type { UseFormReturn } from 'react-hook-form';
import { primaryButtonClass } from '../../components/button-classes';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';

interface LoginFieldsProps {
  form: UseFormReturn<LoginRequest>;
  /** The refusal to show under the fields, or null. */
  failure: string | null;
  pending: boolean;
}

/** Email, password, the refusal and the Login button: the site's login and the POS login. */
export function LoginFields({ form, failure, pending }: LoginFieldsProps) {
  const { errors } = form.formState;
  return (
    <>
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
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={pending}>
        {pending ? 'Memproses...' : 'Login'}
      </button>
    </>
  );
}

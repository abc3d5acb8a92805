import type { LoginRequest } from '@meja/shared/contracts/auth';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { RESET_TEXTS } from './password-reset-messages';

interface LoginFieldsProps {
  form: UseFormReturn<LoginRequest>;
  /** The refusal to show under the fields, or null. */
  failure: string | null;
  pending: boolean;
  /** Where 'Lupa password?' leads (issue 12). */
  forgotPasswordHref: string;
}

/** Email, password, the refusal and the Login button: the site's login and the POS login. */
export function LoginFields({ form, failure, pending, forgotPasswordHref }: LoginFieldsProps) {
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
      <p className="-mt-3 text-right text-sm">
        <TextLink to={forgotPasswordHref} className="inline-flex min-h-11 items-center">
          {RESET_TEXTS.forgotLink}
        </TextLink>
      </p>
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full" disabled={pending}>
        {pending ? 'Memproses...' : 'Login'}
      </Button>
    </>
  );
}

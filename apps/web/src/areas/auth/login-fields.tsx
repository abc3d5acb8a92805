import { useMessages } from '../../i18n/use-messages';
import type { LoginRequest } from '@meja/shared/contracts/auth';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { passwordResetMessages } from './password-reset-messages';
import { i18n } from '../../i18n/i18n';

export const loginFieldsMessages = i18n('auth/login-fields', {
  email: 'Email',
  password: 'Password',
  memproses: 'Memproses...',
  login: 'Login',
});

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
  const t = useMessages(loginFieldsMessages);
  const resetTexts = useMessages(passwordResetMessages);
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label={t.password}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <p className="-mt-3 text-right text-sm">
        <TextLink to={forgotPasswordHref} className="inline-flex min-h-11 items-center">
          {resetTexts.forgotLink}
        </TextLink>
      </p>
      {failure ? <ErrorMessage>{failure}</ErrorMessage> : null}
      <Button type="submit" variant="primary" className="w-full" disabled={pending}>
        {pending ? t.memproses : t.login}
      </Button>
    </>
  );
}

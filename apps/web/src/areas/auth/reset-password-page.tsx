import { useMessages } from '../../i18n/use-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ApiError, messageOf } from '../../api/api-error';
import { applyServerFieldErrors } from '../../api/server-field-errors';
import { confirmPasswordReset } from '../../api/auth-api';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link';
import { DocumentTitle } from '../../components/document-title';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { AuthCard } from './auth-card';
import { passwordResetMessages } from './password-reset-messages';
import { forgotPasswordPath, loginAfterResetPath, posSlugFrom } from './reset-paths';

const resetForm = z
  .object({ password: newPassword, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: passwordResetMessages.get().mismatch,
  });
type ResetForm = z.infer<typeof resetForm>;

/** /reset-password?token=…[&pos={slug}] (issue 12): the new password, then the login it came from. */
export function ResetPasswordPage() {
  const resetTexts = useMessages(passwordResetMessages);
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const posSlug = posSlugFrom(search.get('pos'));
  const navigate = useNavigate();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetForm),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (password: string) => confirmPasswordReset({ token, password }),
    onSuccess: ({ email }) =>
      void navigate(loginAfterResetPath(posSlug), {
        replace: true,
        // The POS login shows `notice`; both logins fill in the email.
        state: { notice: resetTexts.done, email },
      }),
    onError: (error) => {
      applyServerFieldErrors(form, error, ['password'] as const);
    },
  });
  const requestNew = (
    <TextLink to={forgotPasswordPath(posSlug)} className="inline-flex min-h-11 items-center">
      {resetTexts.requestNew}
    </TextLink>
  );
  const deadLink = mutation.error instanceof ApiError && mutation.error.code === 'INVALID_LINK';

  return (
    <AuthCard>
      <DocumentTitle title={resetTexts.resetTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{resetTexts.resetTitle}</h1>
      {token === '' ? (
        <div className="mt-4 space-y-2">
          <ErrorMessage>{resetTexts.linkMissing}</ErrorMessage>
          {requestNew}
        </div>
      ) : (
        <>
          <p className="mt-2 text-stone-700">{resetTexts.resetIntro}</p>
          <form
            noValidate
            className="mt-6 space-y-5"
            onSubmit={form.handleSubmit((values) => mutation.mutate(values.password))}
          >
            <TextField
              label={resetTexts.newPassword}
              type="password"
              autoComplete="new-password"
              hint={resetTexts.passwordHint}
              error={errors.password?.message}
              {...form.register('password')}
            />
            <TextField
              label={resetTexts.repeatPassword}
              type="password"
              autoComplete="new-password"
              error={errors.repeat?.message}
              {...form.register('repeat')}
            />
            {mutation.isError && !errors.password ? (
              <div className="space-y-2">
                <ErrorMessage>{messageOf(mutation.error, resetTexts.failed)}</ErrorMessage>
                {deadLink ? requestNew : null}
              </div>
            ) : null}
            <Button
              type="submit"
              variant="primary"
              className="w-full"
              disabled={mutation.isSuccess}
              loading={mutation.isPending}
            >
              {resetTexts.save}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}

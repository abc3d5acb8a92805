import { useMessages } from '../../i18n/use-messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequest } from '@meja/shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../api/api-error';
import { requestPasswordReset } from '../../api/auth-api';
import { Button } from '../../components/button/button';
import { TextLink } from '../../components/text-link';
import { DocumentTitle } from '../../components/document-title';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { AuthCard } from './auth-card';
import { passwordResetMessages } from './password-reset-messages';
import { loginPathFor, posSlugFrom } from './reset-paths';
import { i18n } from '../../i18n/i18n';

export const forgotPasswordPageMessages = i18n('auth/forgot-password-page', {
  email: 'Email',
});

const forgotForm = passwordResetRequest.pick({ email: true });

/** /forgot-password (issue 12): the email to send a reset link to; ?pos={slug} from a POS login. */
export function ForgotPasswordPage() {
  const t = useMessages(forgotPasswordPageMessages);
  const resetTexts = useMessages(passwordResetMessages);
  const [search] = useSearchParams();
  const posSlug = posSlugFrom(search.get('pos'));
  const form = useForm({ resolver: zodResolver(forgotForm), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: (email: string) => requestPasswordReset({ email, ...(posSlug ? { posSlug } : {}) }),
  });
  const backLink = (
    <TextLink to={loginPathFor(posSlug)} className="inline-flex min-h-11 items-center">
      {posSlug ? resetTexts.backToPosLogin : resetTexts.backToLogin}
    </TextLink>
  );

  if (mutation.isSuccess) {
    return (
      <AuthCard>
        <SentNotice email={mutation.variables} onAgain={() => mutation.reset()} />
        <div className="mt-4">{backLink}</div>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <DocumentTitle title={resetTexts.forgotTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{resetTexts.forgotTitle}</h1>
      <p className="mt-2 text-stone-700">{resetTexts.forgotIntro}</p>
      <form
        noValidate
        className="mt-6 space-y-5"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values.email))}
      >
        <TextField
          label={t.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        {mutation.isError ? (
          <ErrorMessage>{messageOf(mutation.error, resetTexts.failed)}</ErrorMessage>
        ) : null}
        <Button type="submit" variant="primary" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? resetTexts.sending : resetTexts.send}
        </Button>
      </form>
      <div className="mt-4">{backLink}</div>
    </AuthCard>
  );
}

function SentNotice({ email, onAgain }: { email: string; onAgain: () => void }) {
  const resetTexts = useMessages(passwordResetMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div>
      <DocumentTitle title={resetTexts.sentTitle} />
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-stone-900 focus:outline-none"
      >
        {resetTexts.sentTitle}
      </h1>
      <p className="mt-3 [overflow-wrap:anywhere] text-stone-700" role="status">
        {resetTexts.sent({ email })}
      </p>
      <p className="mt-2 text-stone-700">{resetTexts.sentValidity}</p>
      <Button variant="secondary" className="mt-5 w-full" onClick={onAgain}>
        {resetTexts.sendAgain}
      </Button>
    </div>
  );
}

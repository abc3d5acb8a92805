import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordRequest,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type SessionUser,
} from '@meja/shared/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../api/api-error';
import { changeOwnPassword, ME_QUERY_KEY } from '../../api/auth-api';
import { applyServerFieldErrors } from '../../api/server-field-errors';
import { setSessionUser } from '../../api/session-store';
import { Button } from '../../components/button/button';
import { ErrorMessage } from '../../components/messages';
import { TextField } from '../../components/text-field';
import { useMessages } from '../../i18n/use-messages';
import { changePasswordMessages } from './change-password-messages';

const changeForm = changePasswordRequest
  .extend({ repeat: z.string() })
  .refine((values) => values.newPassword === values.repeat, {
    path: ['repeat'],
    message: changePasswordMessages.get().mismatch,
  });
type ChangeForm = z.infer<typeof changeForm>;

const FIELD_NAMES = ['currentPassword', 'newPassword'] as const;

interface ChangePasswordFormProps {
  /** After a login with a temporary password: the current one is that temporary password. */
  forced: boolean;
  onChanged: (user: SessionUser) => void;
  /** Where the change goes: /auth/change-password unless an area has its own (the group's settings). */
  submit?: (request: ChangePasswordRequest) => Promise<ChangePasswordResponse>;
}

/** Current password, new password and its confirmation (SPEC §5: at least 8, the two must match). */
export function ChangePasswordForm({
  forced,
  onChanged,
  submit = changeOwnPassword,
}: ChangePasswordFormProps) {
  const t = useMessages(changePasswordMessages);
  const queryClient = useQueryClient();
  const form = useForm<ChangeForm>({
    resolver: zodResolver(changeForm),
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: (values: ChangeForm) =>
      submit({ currentPassword: values.currentPassword, newPassword: values.newPassword }),
    onSuccess: ({ user }) => {
      // Both the stored profile and the cached /auth/me: neither may bring the old flag back.
      queryClient.setQueryData(ME_QUERY_KEY, { user });
      setSessionUser(user);
      form.reset();
      onChanged(user);
    },
    onError: (error) => {
      applyServerFieldErrors(form, error, FIELD_NAMES);
    },
  });
  const fieldError = Boolean(errors.currentPassword ?? errors.newPassword ?? errors.repeat);

  return (
    <form
      noValidate
      aria-label={forced ? t.forcedTitle : t.title}
      className="space-y-5"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <TextField
        label={forced ? t.tempPassword : t.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <TextField
        label={t.newPassword}
        type="password"
        autoComplete="new-password"
        hint={t.newPasswordHint}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <TextField
        label={t.repeatPassword}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...form.register('repeat')}
      />
      {mutation.isError && !fieldError ? (
        <ErrorMessage>{messageOf(mutation.error, t.failed)}</ErrorMessage>
      ) : null}
      <Button type="submit" variant="primary" className="w-full sm:w-auto" loading={mutation.isPending}>
        {t.save}
      </Button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { newPassword } from '@meja/shared/contracts/auth';
import { groupUserUpdate, type GroupUser, type GroupUserUpdate } from '@meja/shared/contracts/group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messageOf } from '../../../api/api-error';
import { groupUsersQueryKey, updateGroupUser } from '../../../api/group-api';
import { applyServerFieldErrors } from '../../../api/server-field-errors';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { TextField } from '../../../components/text-field';
import { useMessages } from '../../../i18n/use-messages';
import { toUpperCaseText, UPPER_CASE_INPUT_CLASS } from '../../../lib/upper-case';
import { groupUsersMessages } from './users-messages';

interface EditDialogProps {
  groupSlug: string;
  user: GroupUser;
  onDone: (text: string) => void;
  onCancel: () => void;
}

/** One PUT /users/{id} from a dialog: the form's values, field errors from the server on its fields. */
function useUpdate(groupSlug: string, user: GroupUser, onDone: (changed: GroupUser) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupUserUpdate) => updateGroupUser(groupSlug, user._id, body),
    onSuccess: (changed) => {
      void queryClient.invalidateQueries({ queryKey: groupUsersQueryKey(groupSlug) });
      onDone(changed);
    },
  });
}

/** The name-and-email half of the contract's PUT body. */
const nameEmail = groupUserUpdate.options[1];
type NameEmail = z.input<typeof nameEmail>;

/** Name and email of a branch admin (the email stays unique on the platform: the server says so). */
export function EditAdminDialog({ groupSlug, user, onDone, onCancel }: EditDialogProps) {
  const t = useMessages(groupUsersMessages);
  const form = useForm<NameEmail>({
    resolver: zodResolver(nameEmail),
    defaultValues: { name: user.name, email: user.email },
  });
  const { errors } = form.formState;
  const update = useUpdate(groupSlug, user, (changed) => onDone(t.saved({ name: changed.name })));
  const submit = form.handleSubmit((values) =>
    update.mutate(values, { onError: (error) => applyServerFieldErrors(form, error, ['name', 'email']) }),
  );
  const fieldError = Boolean(errors.name ?? errors.email);
  return (
    <ModalDialog
      title={t.editTitle({ name: user.name })}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button variant="primary" loading={update.isPending} onClick={() => void submit()}>
            {t.save}
          </Button>
        </>
      }
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <TextField
          label={t.name}
          required
          maxLength={120}
          autoComplete="off"
          className={UPPER_CASE_INPUT_CLASS}
          error={errors.name?.message}
          {...form.register('name', { setValueAs: toUpperCaseText })}
        />
        <TextField
          label={t.email}
          required
          type="email"
          maxLength={254}
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {update.isError && !fieldError ? (
          <ErrorMessage>{messageOf(update.error, t.actionFailed)}</ErrorMessage>
        ) : null}
        <button type="submit" hidden />
      </form>
    </ModalDialog>
  );
}

const passwordForm = z
  .object({ password: newPassword, repeat: z.string() })
  .refine((values) => values.password === values.repeat, {
    path: ['repeat'],
    message: groupUsersMessages.get().mismatch,
  });
type PasswordForm = z.infer<typeof passwordForm>;

/** A password the manager chooses (min 8, typed twice); the admin changes it at the next login. */
export function SetPasswordDialog({ groupSlug, user, onDone, onCancel }: EditDialogProps) {
  const t = useMessages(groupUsersMessages);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordForm),
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = form.formState;
  const update = useUpdate(groupSlug, user, () => onDone(t.passwordSet({ name: user.name })));
  const submit = form.handleSubmit(({ password }) =>
    update.mutate({ password }, { onError: (error) => applyServerFieldErrors(form, error, ['password']) }),
  );
  const fieldError = Boolean(errors.password ?? errors.repeat);
  return (
    <ModalDialog
      title={t.setPasswordTitle({ name: user.name })}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button variant="primary" loading={update.isPending} onClick={() => void submit()}>
            {t.setPassword}
          </Button>
        </>
      }
    >
      <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
        <p className="text-sm text-stone-800">{t.setPasswordBody}</p>
        <TextField
          label={t.password}
          required
          type="password"
          autoComplete="new-password"
          hint={t.passwordHint}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <TextField
          label={t.repeatPassword}
          required
          type="password"
          autoComplete="new-password"
          error={errors.repeat?.message}
          {...form.register('repeat')}
        />
        {update.isError && !fieldError ? (
          <ErrorMessage>{messageOf(update.error, t.actionFailed)}</ErrorMessage>
        ) : null}
        <button type="submit" hidden />
      </form>
    </ModalDialog>
  );
}

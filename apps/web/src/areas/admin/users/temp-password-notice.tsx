import type { StaffPasswordIssued } from '@meja/shared/contracts/users';
import { ROLE_LABELS } from '@meja/shared/roles';
import { TEMP_PASSWORD_VISIBLE_MS } from '@meja/shared/staff-accounts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { copyText } from '../../../lib/copy-text';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { usersMessages } from './users-messages';

/** SPEC §9: the copy confirmation shows for 1.5 s. */
const COPIED_MS = 1500;

export interface IssuedPassword {
  /** A new account, or a reset of an existing one. */
  kind: 'created' | 'reset';
  result: StaffPasswordIssued;
}

interface TempPasswordNoticeProps {
  issued: IssuedPassword;
  onClose: () => void;
}

/**
 * After creating or resetting a user (SPEC §2, §8): the temporary password for 60 s with a copy
 * button, or, without one in the answer (an admin gets the reset mail), the spec's text for that.
 */
export function TempPasswordNotice({ issued, onClose }: TempPasswordNoticeProps) {
  const t = useMessages(usersMessages);
  const { result, kind } = issued;
  if (!result.tempPassword) {
    return (
      <SuccessMessage className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <span data-temp-password-missing>
          <span className="block">{kind === 'created' ? t.createdWithoutTemp : t.resetWithoutTemp}</span>
          {result.delivery === 'EMAIL' ? (
            <span className="block">{t.linkMailed({ email: result.user.email })}</span>
          ) : null}
        </span>
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </SuccessMessage>
    );
  }
  return <TempPasswordPanel password={result.tempPassword} result={result} onClose={onClose} />;
}

function TempPasswordPanel({
  password,
  result,
  onClose,
}: {
  password: string;
  result: StaffPasswordIssued;
  onClose: () => void;
}) {
  const t = useMessages(usersMessages);
  const [copied, showCopied] = useTimedMessage(COPIED_MS);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(onClose, TEMP_PASSWORD_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  async function copy(): Promise<void> {
    const ok = await copyText(password);
    setCopyFailed(!ok);
    if (ok) showCopied(t.copied);
  }

  return (
    <section
      aria-labelledby="temp-password-title"
      data-temp-password-panel
      className="space-y-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <h2 id="temp-password-title" className="text-lg font-bold text-stone-900">
        {t.tempTitle}
      </h2>
      <p className="text-sm text-stone-800">
        {t.tempFor({ name: result.user.name, role: ROLE_LABELS[result.user.role] })} {t.tempRules}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <code
          data-temp-password
          className="block rounded-lg border border-amber-300 bg-white px-4 py-3 font-mono text-xl font-bold tracking-wider break-all text-stone-900 select-all"
        >
          {password}
        </code>
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => void copy()}>
            {t.copy}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm font-semibold text-green-800 empty:hidden">
          {copied}
        </p>
      </div>
      {copyFailed ? <ErrorMessage>{t.copyFailed}</ErrorMessage> : null}
      <p className="text-xs text-stone-700">{t.tempHides}</p>
    </section>
  );
}

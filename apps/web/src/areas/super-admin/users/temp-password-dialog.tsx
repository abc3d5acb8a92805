import { TEMP_PASSWORD_VISIBLE_MS } from '@meja/shared/staff-accounts';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button/button';
import { ErrorMessage } from '../../../components/messages';
import { ModalDialog } from '../../../components/modal-dialog';
import { useMessages } from '../../../i18n/use-messages';
import { copyText } from '../../../lib/copy-text';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { platformUsersMessages } from './platform-users-messages';

/** SPEC §9: the copy confirmation shows for 1.5 s. */
const COPIED_MS = 1500;

export interface IssuedTempPassword {
  name: string;
  email: string;
  tempPassword: string;
}

/**
 * After creating a user or resetting a password (SPEC §2, §9): the temporary password in a modal
 * for 60 s, with a copy button ('Password disalin ke clipboard' for 1.5 s, or the manual-copy text
 * when the clipboard refuses) and a close button.
 */
export function TempPasswordDialog({ issued, onClose }: { issued: IssuedTempPassword; onClose: () => void }) {
  const t = useMessages(platformUsersMessages);
  const [copied, showCopied] = useTimedMessage(COPIED_MS);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(onClose, TEMP_PASSWORD_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);

  async function copy(): Promise<void> {
    const ok = await copyText(issued.tempPassword);
    setCopyFailed(!ok);
    if (ok) showCopied(t.copied);
  }

  return (
    <ModalDialog
      title={t.tempTitle}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
          <Button variant="primary" onClick={() => void copy()}>
            {t.copy}
          </Button>
        </>
      }
    >
      <div className="space-y-3" data-temp-password-dialog>
        <p className="text-sm text-stone-800">
          {t.tempFor({ name: issued.name, email: issued.email })} {t.tempRules}
        </p>
        <code
          data-temp-password
          className="block rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-mono text-xl font-bold tracking-wider break-all text-stone-900 select-all"
        >
          {issued.tempPassword}
        </code>
        <p aria-live="polite" className="text-sm font-semibold text-green-800 empty:hidden">
          {copied}
        </p>
        {copyFailed ? <ErrorMessage>{t.copyFailed}</ErrorMessage> : null}
        <p className="text-xs text-stone-700">{t.tempHides}</p>
      </div>
    </ModalDialog>
  );
}

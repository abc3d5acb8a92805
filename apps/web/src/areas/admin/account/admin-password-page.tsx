import { useState } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { SuccessMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { ChangePasswordForm } from '../../auth/change-password-form';
import { changePasswordMessages } from '../../auth/change-password-messages';

/** /{tenantSlug}/admin/password (issue 14): every staff member changes their own password. */
export function AdminPasswordPage() {
  const t = useMessages(changePasswordMessages);
  const [done, setDone] = useState(false);
  return (
    <div className="max-w-xl">
      <PageHeading title={t.title} description={t.intro} />
      <div className="space-y-4">
        {done ? <SuccessMessage>{t.done}</SuccessMessage> : null}
        <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <ChangePasswordForm forced={false} onChanged={() => setDone(true)} />
        </div>
      </div>
    </div>
  );
}

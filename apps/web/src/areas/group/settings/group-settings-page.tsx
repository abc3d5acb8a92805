import { useState } from 'react';
import { changeGroupManagerPassword } from '../../../api/group-api';
import { SuccessMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { useMessages } from '../../../i18n/use-messages';
import { ChangePasswordForm } from '../../auth/change-password-form';
import { changePasswordMessages } from '../../auth/change-password-messages';
import { useGroupSlug } from '../group-slug';
import { groupSettingsMessages } from './settings-messages';

/**
 * /group/{groupSlug}/settings (SPEC §2 Settings, §5): the manager's own password, current, new
 * (8+) and its confirmation, through the group's route; the manager's other sessions end.
 */
export function GroupSettingsPage() {
  const t = useMessages(groupSettingsMessages);
  const words = useMessages(changePasswordMessages);
  const groupSlug = useGroupSlug();
  const [done, setDone] = useState(false);
  return (
    <div className="max-w-xl">
      <PageHeading title={t.title} description={t.description} />
      <div className="space-y-4">
        {done ? <SuccessMessage>{words.done}</SuccessMessage> : null}
        <section
          aria-label={words.title}
          className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 className="mb-4 text-lg font-bold text-stone-900">{words.title}</h2>
          <ChangePasswordForm
            forced={false}
            submit={(request) => changeGroupManagerPassword(groupSlug, request)}
            onChanged={() => setDone(true)}
          />
        </section>
      </div>
    </div>
  );
}

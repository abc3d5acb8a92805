import { ErrorMessage, SuccessMessage } from '../../../components/messages';
import { useMessages } from '../../../i18n/use-messages';
import { manageMessages } from './manage-messages';

interface WriteResultProps {
  success: string | null;
  offline: boolean;
  failure: string | null;
  /** The server's (or the client's) reason, shown under the fixed failure text when it adds something. */
  detail: string | null;
}

/** A quick-management form's outcome: the SPEC §8 success or failure text, and the offline note. */
export function WriteResult({ success, offline, failure, detail }: WriteResultProps) {
  const t = useMessages(manageMessages);
  if (failure) {
    return (
      <ErrorMessage>
        <p className="font-semibold">{failure}</p>
        {detail && detail !== failure ? <p>{detail}</p> : null}
      </ErrorMessage>
    );
  }
  if (!success) return null;
  return (
    <SuccessMessage>
      <p className="font-semibold">{success}</p>
      {offline ? <p>{t.offlineSaved}</p> : null}
    </SuccessMessage>
  );
}

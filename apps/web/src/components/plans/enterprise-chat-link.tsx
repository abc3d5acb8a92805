import { whatsappChatHref } from '@meja/shared/billing';
import { useId } from 'react';
import { useMessages } from '../../i18n/use-messages';
import { planMessages } from './plan-messages';

interface EnterpriseChatLinkProps {
  /** The platform's WhatsApp number from the public settings. */
  whatsappNumber: string;
  className: string;
}

/** SPEC §2: ENTERPRISE goes through a WhatsApp chat; the link is disabled when no number is set. */
export function EnterpriseChatLink({ whatsappNumber, className }: EnterpriseChatLinkProps) {
  const t = useMessages(planMessages);
  const noteId = useId();
  const href = whatsappChatHref(whatsappNumber, t.enterpriseChat);
  if (!href) {
    return (
      <>
        <button type="button" disabled aria-describedby={noteId} className={className}>
          {t.contact}
        </button>
        <p id={noteId} className="mt-2 text-center text-xs text-stone-600">
          {t.contactUnavailable}
        </p>
      </>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {t.contact}
    </a>
  );
}

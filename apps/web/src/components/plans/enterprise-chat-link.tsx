import { whatsappChatHref } from '@meja/shared/billing';
import { useId } from 'react';
import { PLAN_TEXTS } from './plan-messages';

interface EnterpriseChatLinkProps {
  /** The platform's WhatsApp number from the public settings. */
  whatsappNumber: string;
  className: string;
}

/** SPEC §2: ENTERPRISE goes through a WhatsApp chat; the link is disabled when no number is set. */
export function EnterpriseChatLink({ whatsappNumber, className }: EnterpriseChatLinkProps) {
  const noteId = useId();
  const href = whatsappChatHref(whatsappNumber, PLAN_TEXTS.enterpriseChat);
  if (!href) {
    return (
      <>
        <button type="button" disabled aria-describedby={noteId} className={className}>
          {PLAN_TEXTS.contact}
        </button>
        <p id={noteId} className="mt-2 text-center text-xs text-stone-600">
          {PLAN_TEXTS.contactUnavailable}
        </p>
      </>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {PLAN_TEXTS.contact}
    </a>
  );
}

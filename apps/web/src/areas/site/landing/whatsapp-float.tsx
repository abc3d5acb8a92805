import { whatsappChatHref } from '@meja/shared/billing';
import { WhatsAppIcon } from '../../../components/line-icons';
import { useMessages } from '../../../i18n/use-messages';
import { whatsappMessages } from '../site-messages';

interface WhatsAppFloatProps {
  /** The platform's number from the public settings, as typed there. */
  number: string;
}

/** SPEC §2: a floating WhatsApp chat button, only when a number is set (digits only, 0 → 62). */
export function WhatsAppFloat({ number }: WhatsAppFloatProps) {
  const t = useMessages(whatsappMessages);
  const href = whatsappChatHref(number, t.text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={t.label}
      data-whatsapp-float
      className="fixed bottom-[max(1rem,env(safe-area-inset-bottom))] right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-green-700 text-white shadow-lg hover:bg-green-800"
    >
      <WhatsAppIcon className="size-7" />
      <span className="sr-only">{t.label}</span>
    </a>
  );
}

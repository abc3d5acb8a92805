import { useMessages } from '../../i18n/use-messages';
import { buttonLook } from '../../components/button/button-look';
import { EnterpriseChatLink } from '../../components/plans/enterprise-chat-link';
import { TextLink } from '../../components/text-link';
import { paymentMessages } from './payment-messages';

/** /payment?plan=ENTERPRISE: not sold by checkout; the chat with the platform instead. */
export function EnterpriseContact({ whatsappNumber }: { whatsappNumber: string }) {
  const paymentTexts = useMessages(paymentMessages);
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-stone-900">{paymentTexts.enterpriseHeading}</h2>
      <p className="text-stone-700">{paymentTexts.enterpriseText}</p>
      <div>
        <EnterpriseChatLink whatsappNumber={whatsappNumber} className={buttonLook('primary', 'w-full')} />
      </div>
      <TextLink to="/pricing">{paymentTexts.comparePlans}</TextLink>
    </div>
  );
}

import { buttonLook } from '../../components/button/button-look';
import { EnterpriseChatLink } from '../../components/plans/enterprise-chat-link';
import { TextLink } from '../../components/text-link';
import { PAYMENT_TEXTS } from './payment-messages';

/** /payment?plan=ENTERPRISE: not sold by checkout; the chat with the platform instead. */
export function EnterpriseContact({ whatsappNumber }: { whatsappNumber: string }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-bold text-stone-900">{PAYMENT_TEXTS.enterpriseHeading}</h2>
      <p className="text-stone-700">{PAYMENT_TEXTS.enterpriseText}</p>
      <div>
        <EnterpriseChatLink whatsappNumber={whatsappNumber} className={buttonLook('primary', 'w-full')} />
      </div>
      <TextLink to="/pricing">{PAYMENT_TEXTS.comparePlans}</TextLink>
    </div>
  );
}

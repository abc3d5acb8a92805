import { AreaPlaceholderPage } from '../../components/placeholder-page';
import { i18n } from '../../i18n/i18n';
import { useMessages } from '../../i18n/use-messages';

export const superAdminPagesMessages = i18n('superadmin/super-admin-pages', {
  billingPlans: 'Billing & Plans',
});

/* Pages of the super-admin area. Later issues replace each placeholder with the page. */

export function SuperAdminBillingPage() {
  const t = useMessages(superAdminPagesMessages);
  return <AreaPlaceholderPage title={t.billingPlans} />;
}

import { ButtonLink } from '../../../components/button/button-link';
import { useMessages } from '../../../i18n/use-messages';
import { adminSectionPath } from '../admin-sections';
import { tablesMessages } from './tables-messages';

/** Where the settings' 'Daftar meja' card is (its heading's id). */
export function tableListSettingsPath(tenantSlug: string): string {
  return `${adminSectionPath(tenantSlug, 'settings')}#dining-tables-title`;
}

interface TablesEmptyProps {
  tenantSlug: string;
  /** The admin may open the settings; a cashier is told to ask. */
  maySetUp: boolean;
}

/** No tables yet: the way to the settings' list of tables. */
export function TablesEmpty({ tenantSlug, maySetUp }: TablesEmptyProps) {
  const t = useMessages(tablesMessages);
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center text-stone-700">
      <p className="text-lg font-semibold text-stone-900">{t.emptyTitle}</p>
      <p className="mt-1">{maySetUp ? t.emptyAdmin : t.emptyStaff}</p>
      {maySetUp ? (
        <ButtonLink variant="primary" className="mt-4" to={tableListSettingsPath(tenantSlug)}>
          {t.emptyLink}
        </ButtonLink>
      ) : null}
    </div>
  );
}

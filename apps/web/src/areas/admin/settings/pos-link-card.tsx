import { ButtonLink } from '../../../components/button/button-link';
import { useMessages } from '../../../i18n/use-messages';
import { SettingsPanel } from './settings-card';
import { settingsMessages } from './settings-messages';

/** SPEC §2 Admin settings: a link to /pos/{tenantSlug}. */
export function PosLinkCard({ tenantSlug }: { tenantSlug: string }) {
  const t = useMessages(settingsMessages);
  return (
    <SettingsPanel id="pos-link" title={t.posTitle} description={t.posDescription}>
      <ButtonLink variant="secondary" to={`/pos/${encodeURIComponent(tenantSlug)}`}>
        {t.posOpen}
      </ButtonLink>
    </SettingsPanel>
  );
}

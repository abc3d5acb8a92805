import { parseTableList } from '@meja/shared/table-list';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button/button';
import { ButtonLink } from '../../../components/button/button-link';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminArea } from '../admin-area-context';
import { AdminSectionGate } from '../admin-section-gate';
import { tableCardsMessages, tableListMessages } from './settings-messages';
import {
  CARDS_PER_PAGE,
  cardsOf,
  TableCardsPreview,
  TableCardsPrintCopy,
  TableCardsStyle,
  useTableQrs,
} from './table-cards-sheet';
import { tableListErrorText } from './table-list-error';

/** /{tenantSlug}/admin/settings/table-cards?tables=A1-A12,B1: the printable A4 sheet of QR table cards. */
export function AdminTableCardsPage() {
  return (
    <AdminSectionGate section="settings">
      <TableCardsScreen />
    </AdminSectionGate>
  );
}

function TableCardsScreen() {
  const t = useMessages(tableCardsMessages);
  const listTexts = useMessages(tableListMessages);
  const { tenant } = useAdminArea();
  const [search] = useSearchParams();
  const parsed = parseTableList(search.get('tables') ?? '');
  const cards = cardsOf(window.location.origin, tenant.slug, parsed.ok ? parsed.tables : []);
  const qrs = useTableQrs(cards);
  const settingsPath = `/${encodeURIComponent(tenant.slug)}/admin/settings`;

  return (
    <div className="space-y-6">
      <TableCardsStyle />
      <PageHeading title={t.title} description={t.description} />
      <div className="flex flex-wrap items-center gap-3">
        <ButtonLink variant="secondary" to={settingsPath}>
          {parsed.ok ? t.back : t.change}
        </ButtonLink>
        {parsed.ok ? (
          <>
            <Button
              type="button"
              variant="primary"
              disabled={qrs.status !== 'ready'}
              onClick={() => window.print()}
            >
              {t.print}
            </Button>
            <p className="text-sm font-medium text-stone-700" data-table-cards-summary>
              {t.summary({ cards: cards.length, pages: Math.ceil(cards.length / CARDS_PER_PAGE) })}
            </p>
          </>
        ) : null}
      </div>
      {!parsed.ok ? (
        <ErrorMessage>{tableListErrorText(listTexts, parsed.error)}</ErrorMessage>
      ) : qrs.status === 'drawing' ? (
        <LoadingState label={t.drawing} />
      ) : qrs.status === 'failed' ? (
        <ErrorMessage>{t.failed}</ErrorMessage>
      ) : (
        <>
          <TableCardsPreview restaurant={tenant.name} cards={cards} qrs={qrs.qrs} />
          <TableCardsPrintCopy restaurant={tenant.name} cards={cards} qrs={qrs.qrs} />
        </>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { LoadingState } from '../../../components/loading-state';
import { InfoMessage, SuccessMessage } from '../../../components/messages';
import { PageHeading } from '../../../components/page-heading';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import type { PosShiftView } from '../offline/pos-views';
import { usePosArea } from '../pos-area-context';
import { CloseShiftForm } from './close-shift-form';
import { OpenShiftForm } from './open-shift-form';
import { ShiftFigures } from './shift-figures';
import { shiftMessages } from './shift-messages';
import { useCurrentShift } from './use-current-shift';

interface ShiftResult {
  kind: 'opened' | 'closed';
  offline: boolean;
  shift: PosShiftView;
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

/** /pos/{slug}/shift (SPEC §2): the current shift, open with opening cash, close with what was counted. */
export function PosShiftPage() {
  const t = useMessages(shiftMessages);
  const { slug } = usePosArea();
  const [result, setResult] = useState<ShiftResult | null>(null);
  const current = useCurrentShift(slug);

  function done(kind: ShiftResult['kind']) {
    return (outcome: { offline: boolean; shift: PosShiftView }) => {
      setResult({ kind, ...outcome });
      void current.refresh();
    };
  }
  const openForm = <OpenShiftForm slug={slug} onOpened={done('opened')} />;
  const closeForm = <CloseShiftForm slug={slug} onClosed={done('closed')} />;
  const offlineNote =
    result?.offline || (current.shift && !current.fromServer) ? (
      <InfoMessage>{t.offlineSaved}</InfoMessage>
    ) : null;

  let body: ReactNode;
  if (result?.kind === 'closed') {
    body = (
      <>
        <Card>
          <h2 className="mb-3 flex flex-wrap items-center gap-2 text-lg font-bold text-stone-900">
            {t.resultTitle} <StatusBadge tone="neutral">{t.closedBadge}</StatusBadge>
          </h2>
          <div className="space-y-3">
            <SuccessMessage>{t.closed}</SuccessMessage>
            {offlineNote}
            <ShiftFigures shift={result.shift} />
          </div>
        </Card>
        <Card>{openForm}</Card>
      </>
    );
  } else if (result?.kind === 'opened' || current.shift) {
    const shift = result?.kind === 'opened' ? result.shift : current.shift;
    body = shift ? (
      <>
        <Card>
          <h2 className="mb-3 flex flex-wrap items-center gap-2 text-lg font-bold text-stone-900">
            {t.runningTitle} <StatusBadge tone="done">{t.openBadge}</StatusBadge>
          </h2>
          <div className="space-y-3">
            {offlineNote}
            <ShiftFigures shift={shift} />
          </div>
        </Card>
        <Card>{closeForm}</Card>
      </>
    ) : null;
  } else if (current.state === 'loading') {
    body = <LoadingState />;
  } else if (current.state === 'none') {
    body = (
      <Card>
        <p className="mb-4 text-stone-700">{t.noOpenShift}</p>
        {openForm}
      </Card>
    );
  } else {
    body = (
      <QueryError
        error={current.query.error}
        fallback={t.loadFailed}
        onRetry={() => void current.query.refetch()}
      />
    );
  }

  return (
    <div>
      <PageHeading title={t.title} description={t.description} />
      <div className="grid items-start gap-4 lg:grid-cols-2">{body}</div>
    </div>
  );
}

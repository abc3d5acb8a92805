import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../../api/api-error';
import { fetchWaQr, startWa, waQrQueryKey, waStatusQueryKey } from '../../../api/marketing-api';
import { Button } from '../../../components/button/button';
import { LoadingState } from '../../../components/loading-state';
import { ErrorMessage, InfoMessage, SuccessMessage } from '../../../components/messages';
import { QueryError } from '../../../components/query-error';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n/use-messages';
import { formatWhatsAppNumber } from '../../../lib/phone-display';
import { useQrCode } from '../settings/qr-code';
import { deviceMessages } from './marketing-messages';
import { useWaStatus } from './marketing-queries';
import { providerLabel, WA_POLL_MS, WA_POLL_WINDOW_MS, waPollDelay } from './wa-device';

/** The pairing code's size on screen (SPEC §9: QR codes at 320 px at most). */
const QR_WIDTH = 256;

interface WaDeviceCardProps {
  tenantSlug: string;
}

/**
 * The WhatsApp device (SPEC §2, §4): the platform's provider, whether it can send, its number, and
 * 'Hubungkan' (disabled when ready), which asks /wa/start and then /wa/status every 2 s for up to
 * 180 s. A device-link provider's pairing code is drawn here, in the browser; Meja's providers
 * (Meta, Twilio) have none, so for them 'Hubungkan' checks the number again.
 */
export function WaDeviceCard({ tenantSlug }: WaDeviceCardProps) {
  const t = useMessages(deviceMessages);
  const queryClient = useQueryClient();
  // When 'Hubungkan' was last answered with a number not yet ready; null when not connecting.
  const [connectingSince, setConnectingSince] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);
  const [startQr, setStartQr] = useState<string | null>(null);

  const status = useWaStatus(tenantSlug, (last) =>
    waPollDelay(expired ? null : connectingSince, last?.ready ?? false, Date.now()),
  );
  const ready = status.data?.ready ?? false;
  const waiting = connectingSince !== null && !expired && !ready;

  useEffect(() => {
    if (connectingSince === null) return;
    const timer = window.setTimeout(() => setExpired(true), WA_POLL_WINDOW_MS);
    return () => window.clearTimeout(timer);
  }, [connectingSince]);

  // A pairing code changes while it waits: asked again with the status.
  const qrAnswer = useQuery({
    queryKey: waQrQueryKey(tenantSlug),
    queryFn: ({ signal }) => fetchWaQr(tenantSlug, signal),
    enabled: waiting && startQr !== null,
    refetchInterval: WA_POLL_MS,
  });
  const qr = waiting ? (qrAnswer.data?.qr ?? startQr) : null;

  const start = useMutation({
    mutationFn: () => startWa(tenantSlug),
    onMutate: () => {
      setConnectingSince(null);
      setExpired(false);
      setStartQr(null);
      queryClient.removeQueries({ queryKey: waQrQueryKey(tenantSlug) });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(waStatusQueryKey(tenantSlug), answer.status);
      setStartQr(answer.qr);
      // Without a provider there is nothing to wait for: the platform operator must set one first.
      const worthWaiting = !answer.status.ready && answer.status.provider !== 'none';
      setConnectingSince(worthWaiting ? Date.now() : null);
    },
  });
  const justConnected = ready && start.isSuccess;

  return (
    <section
      aria-labelledby="wa-device-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-wa-device
      data-wa-ready={status.data ? String(ready) : undefined}
    >
      <h2 id="wa-device-title" className="text-lg font-bold text-stone-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.intro}</p>
      <div className="mt-4 space-y-4">
        {status.isPending ? (
          <LoadingState />
        ) : status.isError && !status.data ? (
          <QueryError error={status.error} fallback={t.loadFailed} onRetry={() => void status.refetch()} />
        ) : (
          <>
            <dl className="divide-y divide-stone-200 rounded-lg border border-stone-200 text-sm">
              <div className="flex items-center justify-between gap-3 px-3 py-2">
                <dt className="text-stone-700">{t.provider}</dt>
                <dd
                  className="text-right font-semibold text-stone-900"
                  data-wa-provider={status.data.provider}
                >
                  {providerLabel(status.data.provider, t)}
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 px-3 py-2">
                <dt className="text-stone-700">{t.state}</dt>
                <dd>
                  <StatusBadge tone={ready ? 'done' : 'waiting'}>{ready ? t.ready : t.notReady}</StatusBadge>
                </dd>
              </div>
              <div className="flex items-center justify-between gap-3 px-3 py-2">
                <dt className="text-stone-700">{t.businessNumber}</dt>
                <dd className="text-right font-semibold whitespace-nowrap tabular-nums text-stone-900">
                  {status.data.businessNumber
                    ? formatWhatsAppNumber(status.data.businessNumber)
                    : t.noBusinessNumber}
                </dd>
              </div>
            </dl>
            {ready || waiting ? null : (
              <InfoMessage>{status.data.provider === 'none' ? t.noProvider : t.notReadyNote}</InfoMessage>
            )}
          </>
        )}
        {waiting ? (
          <p role="status" className="text-sm text-stone-800">
            {t.waiting}
          </p>
        ) : null}
        {qr ? <PairingCode text={qr} /> : null}
        {justConnected ? <SuccessMessage>{t.connected}</SuccessMessage> : null}
        {expired && !ready ? <ErrorMessage>{t.timedOut}</ErrorMessage> : null}
        {start.isError ? <ErrorMessage>{messageOf(start.error, t.connectFailed)}</ErrorMessage> : null}
        <Button
          variant="primary"
          className="w-full sm:w-auto"
          disabled={ready}
          loading={start.isPending || waiting}
          loadingLabel={t.connecting}
          onClick={() => start.mutate()}
        >
          {t.connect}
        </Button>
      </div>
    </section>
  );
}

/** The pairing text drawn as a QR code here, in the browser (the `qrcode` package), never by an outside service. */
function PairingCode({ text }: { text: string }) {
  const t = useMessages(deviceMessages);
  const qr = useQrCode(text, QR_WIDTH);
  return (
    <figure className="space-y-2">
      <div className="flex min-h-64 items-center justify-center rounded-lg border border-stone-200 bg-stone-50 p-2">
        {qr.status === 'loading' ? (
          <LoadingState label={t.qrMaking} />
        ) : qr.status === 'error' ? (
          <ErrorMessage>{t.qrFailed}</ErrorMessage>
        ) : (
          <img
            src={qr.pictures.png}
            alt={t.qrAlt}
            width={QR_WIDTH}
            height={QR_WIDTH}
            className="h-auto max-w-full bg-white [image-rendering:pixelated]"
            data-wa-qr
          />
        )}
      </div>
      <figcaption className="text-sm text-stone-700">{t.scanQr}</figcaption>
    </figure>
  );
}

import type { Broadcast, BroadcastStatus, WaStatus } from '@meja/shared/contracts/marketing';
import { formatRupiah } from '@meja/shared/money';
import type { StatusTone } from '../../../components/status-badge';
import { formatCount } from '../../../lib/format-number';

/** SPEC §5/§9: a broadcast's message is 5 to 4096 characters once trimmed. */
export const BROADCAST_MIN_CHARS = 5;
export const BROADCAST_MAX_CHARS = 4096;

/** The characters that count: the message without leading and trailing spaces. */
export function countedLength(message: string): number {
  return message.trim().length;
}

/** Where the typed message stands against the 5–4096 rule: nothing yet, too short, fine or too long. */
export type LengthState = 'empty' | 'short' | 'ok' | 'long';

export function lengthState(message: string): LengthState {
  const length = countedLength(message);
  if (length === 0) return 'empty';
  if (length < BROADCAST_MIN_CHARS) return 'short';
  if (length > BROADCAST_MAX_CHARS) return 'long';
  return 'ok';
}

/** What a broadcast to `recipients` costs at `pricePerRecipient` rupiah each; null when broadcasts are free. */
export function broadcastCost(
  pricePerRecipient: number,
  recipients: number,
): { perRecipient: number; recipients: number; total: number } | null {
  if (pricePerRecipient <= 0) return null;
  return { perRecipient: pricePerRecipient, recipients, total: pricePerRecipient * recipients };
}

/** An amount that never breaks between 'Rp' and its digits. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/**
 * The cost in words: 'Rp 150 × 1.200 penerima = Rp 180.000' (`line` is the catalogue's text), each
 * amount kept on one line.
 */
export function broadcastCostText(
  cost: { perRecipient: number; recipients: number; total: number },
  line: (values: { price: string; count: string; total: string }) => string,
): string {
  return line({
    price: unbroken(formatRupiah(cost.perRecipient)),
    count: formatCount(cost.recipients),
    total: unbroken(formatRupiah(cost.total)),
  });
}

/** Why a broadcast cannot be made now (SPEC §5: leads > 0 and a ready device), or null when it can. */
export type BroadcastBlocker = 'device-unknown' | 'no-provider' | 'device-not-ready' | 'no-leads';

export function broadcastBlocker(
  device: Pick<WaStatus, 'provider' | 'ready'> | undefined,
  reachableLeads: number,
): BroadcastBlocker | null {
  if (!device) return 'device-unknown';
  if (!device.ready) return device.provider === 'none' ? 'no-provider' : 'device-not-ready';
  if (reachableLeads <= 0) return 'no-leads';
  return null;
}

export interface StatusWords {
  statusAwaitingPayment: string;
  statusQueued: string;
  statusSending: string;
  statusDone: string;
  statusCancelled: string;
}

/** A broadcast's status in words: 'Menunggu pembayaran', 'Dalam antrean', 'Mengirim', 'Selesai', 'Dibatalkan'. */
export function broadcastStatusLabel(status: BroadcastStatus, t: StatusWords): string {
  switch (status) {
    case 'AWAITING_PAYMENT':
      return t.statusAwaitingPayment;
    case 'QUEUED':
      return t.statusQueued;
    case 'SENDING':
      return t.statusSending;
    case 'DONE':
      return t.statusDone;
    case 'CANCELLED':
      return t.statusCancelled;
  }
}

/** The badge's colour for a status (the words carry the meaning). */
export function broadcastStatusTone(status: BroadcastStatus): StatusTone {
  switch (status) {
    case 'AWAITING_PAYMENT':
      return 'waiting';
    case 'QUEUED':
    case 'SENDING':
      return 'progress';
    case 'DONE':
      return 'done';
    case 'CANCELLED':
      return 'neutral';
  }
}

/**
 * How far a broadcast is: the recipients no longer pending (sent, failed or skipped) out of all of
 * them, from 0 to 1. A broadcast without recipients counts as done.
 */
export function broadcastProgress(broadcast: Pick<Broadcast, 'recipientsCount' | 'pendingCount'>): number {
  if (broadcast.recipientsCount <= 0) return 1;
  const handled = broadcast.recipientsCount - broadcast.pendingCount;
  return Math.min(1, Math.max(0, handled / broadcast.recipientsCount));
}

/** The progress in whole percent, never shown as 100 while something is still pending. */
export function progressPercent(broadcast: Pick<Broadcast, 'recipientsCount' | 'pendingCount'>): number {
  const percent = Math.floor(broadcastProgress(broadcast) * 100);
  return broadcast.pendingCount > 0 ? Math.min(percent, 99) : percent;
}

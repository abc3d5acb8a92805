import { dateInZone } from '@meja/shared/dates';
import { formatIsoDate } from '../../../lib/local-date';

/** A timestamp as the platform's calendar date (Asia/Jakarta): '3 Mei 2026'. */
export function platformDate(timestamp: string): string {
  return formatIsoDate(dateInZone(new Date(timestamp), 'Asia/Jakarta'));
}

import type { Lead } from '@meja/shared/contracts/marketing';
import { sheetDateTimeIn } from '../../../lib/local-date';
import type { CsvCell } from '../reports/report-csv';

export interface LeadsCsvWords {
  /** Phone, source, consent time, consent text, opted out at, by. */
  header: readonly [string, string, string, string, string, string];
  source: (source: string) => string;
  optedOutBy: (lead: Lead) => string;
}

/**
 * The leads' CSV (issue 18): one row per lead under its header. The number stays in the format
 * WhatsApp senders import (international, without '+'); times are the restaurant's, to the minute.
 */
export function leadsCsvRows(
  leads: readonly Lead[],
  words: LeadsCsvWords,
  timeZone: string | undefined,
): CsvCell[][] {
  return [
    [...words.header],
    ...leads.map((lead) => [
      lead.phone,
      words.source(lead.source),
      sheetDateTimeIn(lead.consentedAt, timeZone),
      lead.consentText,
      lead.optedOutAt ? sheetDateTimeIn(lead.optedOutAt, timeZone) : '',
      lead.optedOutAt ? words.optedOutBy(lead) : '',
    ]),
  ];
}

import type { TicketTimes } from '@meja/shared/contracts/dashboard';
import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';
import { useMessages } from '../../../i18n/use-messages';
import { ticketDuration } from './ticket-duration';

export const ticketTimesMessages = i18n('admin/dashboard/ticket-times', {
  todayTitle: 'Waktu masak hari ini',
  /** 'rata-rata 8 mnt, p90 14 mnt' */
  figures: params('rata-rata {average}, p90 {p90}'),
  count: params('dari {count} pesanan yang siap'),
  hint: 'Dari pesanan dikonfirmasi sampai siap. P90: 9 dari 10 pesanan siap dalam waktu ini.',
  noneToday: 'Belum ada pesanan yang siap hari ini.',
  seconds: params('{seconds} dtk'),
  minutes: params('{minutes} mnt'),
  hours: params('{hours} jam'),
  hoursMinutes: params('{hours} jam {minutes} mnt'),
});

/** A ticket time in the admin's words: '45 dtk', '8 mnt', '1 jam 5 mnt'. */
export function useTicketDurationText(): (seconds: number) => string {
  const t = useMessages(ticketTimesMessages);
  return (seconds) => {
    const duration = ticketDuration(seconds);
    switch (duration.unit) {
      case 'seconds':
        return t.seconds({ seconds: duration.seconds });
      case 'minutes':
        return t.minutes({ minutes: duration.minutes });
      case 'hours':
        return duration.minutes === 0
          ? t.hours({ hours: duration.hours })
          : t.hoursMinutes({ hours: duration.hours, minutes: duration.minutes });
    }
  };
}

/**
 * Issue 21: today's kitchen ticket times on the dashboard ('Waktu masak hari ini: rata-rata 8 mnt,
 * p90 14 mnt'), or that no order was made READY yet today.
 */
export function TicketTimesToday({ today }: { today: TicketTimes | null }) {
  const t = useMessages(ticketTimesMessages);
  const duration = useTicketDurationText();
  return (
    <section
      aria-labelledby="dashboard-ticket-times"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
      data-ticket-times-today={today ? today.count : 0}
    >
      <h2 id="dashboard-ticket-times" className="text-lg font-bold text-stone-900">
        {t.todayTitle}
      </h2>
      {today ? (
        <>
          <p className="mt-1 text-lg font-bold tabular-nums text-stone-900 sm:text-xl" data-ticket-figures>
            {t.figures({ average: duration(today.averageSeconds), p90: duration(today.p90Seconds) })}
          </p>
          <p className="text-sm text-stone-700">{t.count({ count: today.count })}</p>
          <p className="mt-1 text-xs text-stone-600">{t.hint}</p>
        </>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{t.noneToday}</p>
      )}
    </section>
  );
}

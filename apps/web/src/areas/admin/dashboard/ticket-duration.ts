/**
 * A ticket time (issue 21) as the admin reads it: seconds under a minute, then whole minutes
 * (rounded), then hours and minutes — '45 dtk', '8 mnt', '1 jam 5 mnt'. The words are the
 * catalogue's; this only picks the parts.
 */
export type TicketDuration =
  | { unit: 'seconds'; seconds: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'hours'; hours: number; minutes: number };

export function ticketDuration(totalSeconds: number): TicketDuration {
  const seconds = Math.max(0, Math.round(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  if (seconds < 60) return { unit: 'seconds', seconds };
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return { unit: 'minutes', minutes };
  return { unit: 'hours', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

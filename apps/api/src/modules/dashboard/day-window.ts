/** A range of the tenant's calendar days, 'YYYY-MM-DD' [from, to), in its time zone (dashboard and POS reports). */
export interface DayWindow {
  from: string;
  to: string;
  timeZone: string;
}

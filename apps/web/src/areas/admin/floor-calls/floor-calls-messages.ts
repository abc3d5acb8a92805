import { params } from '@nanostores/i18n';
import { i18n } from '../../../i18n/i18n';

/* The diners' calls on the staff screens (issue 20): the banner, its sound and how long ago. */
export const floorCallsMessages = i18n('admin/floor-calls', {
  billCall: params('Meja {table} minta bill'),
  waiterCall: params('Meja {table} panggil pelayan'),
  billKind: 'Minta bill',
  waiterKind: 'Panggil pelayan',
  justNow: 'baru saja',
  minutesAgo: params('{minutes} mnt lalu'),
  hoursAgo: params('{hours} jam {minutes} mnt lalu'),
  done: 'Selesai',
  doneContext: params('panggilan meja {table}'),
  dismiss: 'Tutup pemberitahuan',
  alertsLabel: 'Panggilan tamu',
  sound: 'Suara',
  soundContext: 'panggilan tamu',
  soundNotArmed: 'Ketuk layar sekali agar suara panggilan bisa berbunyi.',
  answerFailed: 'Gagal menandai panggilan selesai.',
});

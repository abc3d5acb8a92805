import { RupiahSeriesChart } from '../../../components/charts/rupiah-series-chart';
import { useMessages } from '../../../i18n/use-messages';
import { usePosArea } from '../pos-area-context';
import { formatDayMonth } from '../pos-format';
import { reportsMessages } from './reports-messages';
import { useTrend } from './use-trend';

/*
 * The 3-month daily sales line. Loaded on its own (React.lazy) so recharts never weighs on the
 * dashboard; it reads the trend the section has already loaded.
 */
export function TrendChart() {
  const t = useMessages(reportsMessages);
  const { slug } = usePosArea();
  const { data: rows } = useTrend(slug);
  if (!rows) return null;
  return <RupiahSeriesChart points={rows} seriesLabel={t.sales} formatX={formatDayMonth} shape="line" />;
}

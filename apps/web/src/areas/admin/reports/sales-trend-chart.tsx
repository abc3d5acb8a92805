import { RupiahSeriesChart } from '../../../components/charts/rupiah-series-chart';
import { formatChartDay } from './report-format';

interface SalesTrendChartProps {
  days: readonly { date: string; amount: number }[];
  seriesLabel: string;
}

/*
 * The 90-day daily sales, loaded on its own (React.lazy) so recharts weighs only on the reports
 * page once it draws; the table beside it carries the same figures for screen readers.
 */
export function SalesTrendChart({ days, seriesLabel }: SalesTrendChartProps) {
  return <RupiahSeriesChart points={days} seriesLabel={seriesLabel} formatX={formatChartDay} shape="area" />;
}

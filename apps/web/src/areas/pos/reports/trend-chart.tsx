import { formatRupiah } from '@meja/shared/money';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMessages } from '../../../i18n/use-messages';
import { usePosArea } from '../pos-area-context';
import { formatCompactRupiah, formatDayMonth } from '../pos-format';
import { reportsMessages } from './reports-messages';
import { useTrend } from './use-trend';

/*
 * The 3-month daily sales line (recharts). Loaded on its own (React.lazy) so recharts never weighs on
 * the dashboard; it reads the trend the section has already loaded.
 */
export function TrendChart() {
  const t = useMessages(reportsMessages);
  const { slug } = usePosArea();
  const { data: rows } = useTrend(slug);
  if (!rows) return null;
  return (
    <div className="h-64 w-full sm:h-72" data-trend-chart>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatDayMonth}
            tick={{ fill: '#57534e', fontSize: 12 }}
            minTickGap={24}
            tickLine={false}
            axisLine={{ stroke: '#d6d3d1' }}
          />
          <YAxis
            tickFormatter={formatCompactRupiah}
            tick={{ fill: '#57534e', fontSize: 12 }}
            width={76}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            formatter={(value) => [formatRupiah(Number(value)), t.sales]}
            labelFormatter={(label) => formatDayMonth(String(label))}
          />
          <Line
            type="monotone"
            dataKey="amount"
            name={t.sales}
            stroke="#c2410c"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

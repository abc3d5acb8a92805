import { formatRupiah } from '@meja/shared/money';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatChartDay, formatCompactRupiah } from './report-format';

interface SalesTrendChartProps {
  days: readonly { date: string; amount: number }[];
  seriesLabel: string;
}

/*
 * The 90-day daily sales (recharts), loaded on its own (React.lazy) so recharts weighs only on the
 * reports page once it draws; the table beside it carries the same figures for screen readers.
 */
export function SalesTrendChart({ days, seriesLabel }: SalesTrendChartProps) {
  return (
    <div className="h-64 w-full sm:h-72" data-trend-chart>
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart
          data={[...days]}
          margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="date"
            tickFormatter={formatChartDay}
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
            formatter={(value) => [formatRupiah(Number(value)), seriesLabel]}
            labelFormatter={(label) => formatChartDay(String(label))}
          />
          <Area
            type="monotone"
            dataKey="amount"
            name={seriesLabel}
            stroke="#c2410c"
            fill="#fed7aa"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}

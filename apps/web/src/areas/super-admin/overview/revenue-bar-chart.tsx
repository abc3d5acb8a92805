import { formatRupiah } from '@meja/shared/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompactRupiah } from '../../admin/reports/report-format';
import { formatChartMonth } from './revenue-format';

interface RevenueBarChartProps {
  months: readonly { month: string; total: number }[];
  seriesLabel: string;
}

/*
 * Paid invoices per month (recharts, as the admin's sales trend), loaded on its own (React.lazy) so
 * recharts weighs only on the overview once it draws; the table beside it has the same figures.
 */
export function RevenueBarChart({ months, seriesLabel }: RevenueBarChartProps) {
  return (
    <div className="h-64 w-full sm:h-72" data-revenue-chart>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={[...months]}
          margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#e7e5e4" vertical={false} />
          <XAxis
            dataKey="month"
            tickFormatter={formatChartMonth}
            tick={{ fill: '#57534e', fontSize: 12 }}
            minTickGap={8}
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
            labelFormatter={(label) => formatChartMonth(String(label))}
          />
          <Bar
            dataKey="total"
            name={seriesLabel}
            fill="#c2410c"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

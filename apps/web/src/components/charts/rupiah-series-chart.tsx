import { formatRupiah } from '@meja/shared/money';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCompactRupiah } from './chart-format';

export interface RupiahPoint {
  /** The x value: a day 'YYYY-MM-DD' or a month 'YYYY-MM'. */
  date: string;
  amount: number;
}

interface RupiahSeriesChartProps {
  points: readonly RupiahPoint[];
  seriesLabel: string;
  /** How each x value reads on the axis and in the tooltip. */
  formatX: (date: string) => string;
  shape: 'area' | 'line' | 'bar';
}

const ORANGE = '#c2410c';

/** A series of zeros would draw an axis of 'Rp 0 … Rp 4': give it a rupiah scale instead. */
const emptyAwareMax = (dataMax: number) => (dataMax > 0 ? dataMax : 100_000);
const MARGIN = { top: 8, right: 12, bottom: 0, left: 4 };
const TICK = { fill: '#57534e', fontSize: 12 };

/**
 * One rupiah series over time (recharts) with the app's axes: the reports' area, the POS's line,
 * the console's monthly bars. Load it on its own (React.lazy) so recharts weighs only on pages that
 * draw; a table beside it carries the same figures for screen readers.
 */
export function RupiahSeriesChart({ points, seriesLabel, formatX, shape }: RupiahSeriesChartProps) {
  const data = [...points];
  const parts = [
    <CartesianGrid key="grid" stroke="#e7e5e4" vertical={false} />,
    <XAxis
      key="x"
      dataKey="date"
      tickFormatter={formatX}
      tick={TICK}
      minTickGap={24}
      tickLine={false}
      axisLine={{ stroke: '#d6d3d1' }}
    />,
    <YAxis
      key="y"
      tickFormatter={formatCompactRupiah}
      tick={TICK}
      width={76}
      allowDecimals={false}
      domain={[0, emptyAwareMax]}
      tickLine={false}
      axisLine={false}
    />,
    <Tooltip
      key="tooltip"
      formatter={(value) => [formatRupiah(Number(value)), seriesLabel]}
      labelFormatter={(label) => formatX(String(label))}
    />,
  ];
  const common = { data, margin: MARGIN, accessibilityLayer: false };
  return (
    <div className="h-64 w-full sm:h-72" data-trend-chart>
      <ResponsiveContainer width="100%" height="100%">
        {shape === 'area' ? (
          <AreaChart {...common}>
            {parts}
            <Area
              type="monotone"
              dataKey="amount"
              name={seriesLabel}
              stroke={ORANGE}
              fill="#fed7aa"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : shape === 'line' ? (
          <LineChart {...common}>
            {parts}
            <Line
              type="monotone"
              dataKey="amount"
              name={seriesLabel}
              stroke={ORANGE}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        ) : (
          <BarChart {...common}>
            {parts}
            <Bar
              dataKey="amount"
              name={seriesLabel}
              fill={ORANGE}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}

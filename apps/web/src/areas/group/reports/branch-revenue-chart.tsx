import { RupiahSeriesChart } from '../../../components/charts/rupiah-series-chart';

interface BranchRevenueChartProps {
  branches: readonly { slug: string; name: string; revenue: number }[];
  seriesLabel: string;
}

/** Revenue per branch as bars (loaded on its own, React.lazy: recharts only where it draws). */
export function BranchRevenueChart({ branches, seriesLabel }: BranchRevenueChartProps) {
  const names = new Map(branches.map((branch) => [branch.slug, branch.name]));
  const points = branches.map((branch) => ({ date: branch.slug, amount: branch.revenue }));
  return (
    <RupiahSeriesChart
      points={points}
      seriesLabel={seriesLabel}
      formatX={(slug) => names.get(slug) ?? slug}
      shape="bar"
    />
  );
}

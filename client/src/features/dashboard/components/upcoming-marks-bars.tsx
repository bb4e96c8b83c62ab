import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthCount } from '../upcoming-marks';

/** The bars of the upcoming-marks chart: recharts, about half of the dashboard's code, in a chunk of its own. */
export function UpcomingMarksBars({ months }: { months: MonthCount[] }) {
  return (
    <BarChart responsive style={{ width: '100%', height: '100%' }} data={months} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} width={40} tick={{ fontSize: 12 }} />
      <Tooltip formatter={(value) => [value, 'Companies']} />
      <Bar dataKey="count" name="Companies" fill="var(--chakra-colors-blue-500)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

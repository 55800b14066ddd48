import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { OutputOf } from '@school/contract/endpoint';
import type { dashboardLessons } from '@school/contract/api/admin/dashboard';

type Day = OutputOf<typeof dashboardLessons>['chart'][number];

/** Lessons per day, stacked by outcome (recharts, in its own chunk). */
export default function LessonsChart({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({ ...d, label: d.date.slice(5) }));
  return (
    <div role="img" aria-label={t('lessons.dash.chart')} style={{ width: '100%', height: 260 }}>
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#434343' }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#434343' }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="taught" name={t('lessons.dash.taught')} stackId="a" fill="#237804" />
          <Bar dataKey="upcoming" name={t('lessons.dash.upcoming')} stackId="a" fill="#0958d9" />
          <Bar dataKey="absent" name={t('lessons.dash.absent')} stackId="a" fill="#d46b08" />
          <Bar dataKey="cancelled" name={t('lessons.dash.cancelled')} stackId="a" fill="#8c8c8c" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

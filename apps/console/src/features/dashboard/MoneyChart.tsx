import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { RevenueDay } from '@school/contract/api/admin/finance';

/**
 * Money taken (bars) and refunded (line) per day, in yuan. recharts, as the lessons chart uses;
 * loaded only with the dashboard's money card (LazyMoneyChart).
 */
export default function MoneyChart({ days }: { days: RevenueDay[] }) {
  const { t } = useTranslation();
  const data = days.map((d) => ({
    day: d.day.slice(5),
    paid: d.paid / 100,
    refunded: d.refunded / 100,
  }));
  return (
    <div
      role="img"
      aria-label={t('finance.card.chartLabel')}
      style={{ width: '100%', height: 240 }}
    >
      <ResponsiveContainer>
        <ComposedChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#d9d9d9" />
          <XAxis dataKey="day" tick={{ fill: '#434343', fontSize: 12 }} />
          <YAxis tick={{ fill: '#434343', fontSize: 12 }} />
          <Tooltip formatter={(v) => `¥${Number(v).toFixed(2)}`} />
          <Legend />
          <Bar dataKey="paid" name={t('finance.paid')} fill="#1d6fd1" />
          <Line dataKey="refunded" name={t('finance.refunded')} stroke="#c2410c" dot={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert, Card, Progress, Skeleton, Space, Statistic, Tag } from 'antd';
import { lessonStatus } from '@school/contract/api/booking';
import { errorText } from '../../lib/errorText.ts';
import { useFamilyFigures, useLessonFigures, useTeacherFigures } from './lessonCalls.ts';

/** The chart and its library load only when the card is shown (decision 0026). */
const LessonsChart = lazy(() => import('./LessonsChart.tsx'));

function FigureCard(p: {
  title: string;
  q: { isPending: boolean; isError: boolean; error: unknown };
  children: () => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={p.title} size="small" style={{ height: '100%' }}>
      {p.q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : p.q.isError ? (
        <Alert type="error" showIcon title={errorText(p.q.error, t)} />
      ) : (
        p.children()
      )}
    </Card>
  );
}

export function TodayLessonsCard() {
  const { t } = useTranslation();
  const q = useLessonFigures();
  return (
    <FigureCard title={t('lessons.dash.today')} q={q}>
      {() => {
        const today = q.data!.today;
        const total = Object.values(today).reduce((a, b) => a + b, 0);
        return (
          <Space orientation="vertical" size="small">
            <Statistic title={t('lessons.dash.todayTotal', { n: total })} value={total} />
            <Space wrap size={[4, 4]}>
              {lessonStatus.options.map((s) => (
                <Tag key={s}>
                  {t(`lessons.statuses.${s}`)} {today[s]}
                </Tag>
              ))}
            </Space>
          </Space>
        );
      }}
    </FigureCard>
  );
}

export function LateReportsCard() {
  const { t } = useTranslation();
  const q = useLessonFigures();
  return (
    <FigureCard title={t('lessons.dash.lateReports')} q={q}>
      {() => (
        <Space orientation="vertical">
          <Statistic value={q.data!.lateReports} />
          <Link to="/lessons?tab=late">{t('lessons.dash.viewLate')}</Link>
        </Space>
      )}
    </FigureCard>
  );
}

export function UtilisationCard() {
  const { t } = useTranslation();
  const q = useTeacherFigures();
  return (
    <FigureCard title={t('lessons.dash.utilisation')} q={q}>
      {() => {
        const d = q.data!;
        const pct = d.rate === null ? 0 : Math.round(d.rate * 100);
        return (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Progress percent={pct} aria-label={t('lessons.dash.utilisation')} />
            <span>{t('lessons.dash.utilisationDetail', { booked: d.booked, open: d.open })}</span>
          </Space>
        );
      }}
    </FigureCard>
  );
}

export function FamiliesCard() {
  const { t } = useTranslation();
  const q = useFamilyFigures();
  return (
    <FigureCard title={t('lessons.dash.newFamilies')} q={q}>
      {() => (
        <Space size="large">
          <Statistic title={t('lessons.dash.newFamilies')} value={q.data!.newFamilies} />
          <Statistic
            title={`${t('lessons.dash.unusedCredits')}（${t('lessons.dash.unusedCreditsHint')}）`}
            value={q.data!.unusedCredits}
          />
        </Space>
      )}
    </FigureCard>
  );
}

export function LessonsChartCard() {
  const { t } = useTranslation();
  const q = useLessonFigures();
  return (
    <FigureCard title={t('lessons.dash.chart')} q={q}>
      {() => (
        <Suspense fallback={<Skeleton active />}>
          <LessonsChart days={q.data!.chart} />
        </Suspense>
      )}
    </FigureCard>
  );
}

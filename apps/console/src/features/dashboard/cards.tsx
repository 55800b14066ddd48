import type { ComponentType } from 'react';
import type { Permission } from '@school/contract/rules/permissions';
import { WelcomeCard } from './WelcomeCard.tsx';
import { InboxCard } from './InboxCard.tsx';
import {
  FamiliesCard,
  LateReportsCard,
  LessonsChartCard,
  TodayLessonsCard,
  UtilisationCard,
} from './LessonCards.tsx';
import { MoneyCard } from './MoneyCard.tsx';
import { ContentCard } from './ContentCard.tsx';

/**
 * The dashboard's cards (docs/design/console.md §7: each role sees the figures of its areas). An area adds its
 * card here: `{ key, permission, Card }`, with `span` (of 24) for its width. The card fetches its
 * own figures (one call each, so a slow one does not hold the rest) and renders an antd Card.
 */
export interface DashboardCard {
  key: string;
  permission: Permission | readonly Permission[];
  Card: ComponentType;
  /** Grid columns of 24 at 1280 px; 8 (a third) when not given. */
  span?: number;
}

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  { key: 'welcome', permission: 'account.self', Card: WelcomeCard, span: 24 },
  { key: 'inbox', permission: 'messages.read', Card: InboxCard },
  // Lessons, teachers and families (decision 0026).
  { key: 'todayLessons', permission: 'dashboard.lessons', Card: TodayLessonsCard },
  { key: 'lateReports', permission: 'dashboard.lessons', Card: LateReportsCard },
  { key: 'utilisation', permission: 'dashboard.teachers', Card: UtilisationCard },
  { key: 'families', permission: 'dashboard.families', Card: FamiliesCard },
  { key: 'lessonsChart', permission: 'dashboard.lessons', Card: LessonsChartCard, span: 24 },
  // Money (decision 0028): revenue today and this month, refunds, unused credits, 30 days.
  { key: 'money', permission: 'dashboard.money', Card: MoneyCard, span: 24 },
  // Content (issue 24): drafts, banners ending this week, unpublished books and exams.
  { key: 'content', permission: 'dashboard.content', Card: ContentCard, span: 24 },
];

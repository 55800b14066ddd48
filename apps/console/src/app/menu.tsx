import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  AccountBookOutlined,
  AuditOutlined,
  CalendarOutlined,
  BgColorsOutlined,
  DashboardOutlined,
  HomeOutlined,
  MessageOutlined,
  FileTextOutlined,
  PayCircleOutlined,
  ReadOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Permission } from '@school/contract/rules/permissions';

/**
 * The console's areas: the side menu, the routes and the page guard are all made from this list.
 * An area shows only to a role holding its permission (any of them, when a list); the server
 * still refuses every call the role may not make (3003). Add an area with one entry here, its
 * page in `pages/<area>/`, and its texts in `lib/locales/{zh,en}/<area>.ts` (labelKey
 * `menu.<area>` goes in `lib/locales/{zh,en}/menu.ts`, or in the area's own file as `<area>.menu`).
 */
export interface ConsoleArea {
  key: string;
  /** The hash route, e.g. `/teachers`; `/` is the dashboard. */
  path: string;
  labelKey: string;
  permission: Permission | readonly Permission[];
  icon: ReactNode;
  page: LazyExoticComponent<ComponentType>;
}

export const AREAS: readonly ConsoleArea[] = [
  {
    key: 'dashboard',
    path: '/',
    labelKey: 'menu.dashboard',
    permission: 'account.self',
    icon: <DashboardOutlined />,
    page: lazy(() => import('../pages/dashboard/DashboardPage.tsx')),
  },
  {
    key: 'staff',
    path: '/staff',
    labelKey: 'menu.staff',
    permission: 'staff.edit',
    icon: <TeamOutlined />,
    page: lazy(() => import('../pages/staff/StaffPage.tsx')),
  },
  {
    key: 'teachers',
    path: '/teachers',
    labelKey: 'teachers.menu',
    permission: 'teachers.read',
    icon: <SolutionOutlined />,
    page: lazy(() => import('../pages/teachers/TeachersPage.tsx')),
  },
  {
    key: 'catalogue',
    path: '/catalogue',
    labelKey: 'catalogue.menu',
    permission: 'catalogue.read',
    icon: <ShoppingOutlined />,
    page: lazy(() => import('../pages/catalogue/CataloguePage.tsx')),
  },
  {
    key: 'texts',
    path: '/texts',
    labelKey: 'texts.menu',
    permission: 'content.read',
    icon: <FileTextOutlined />,
    page: lazy(() => import('../pages/texts/TextsPage.tsx')),
  },
  {
    key: 'learning',
    path: '/learning',
    labelKey: 'learning.menu',
    permission: 'content.read',
    icon: <ReadOutlined />,
    page: lazy(() => import('../pages/learning/LearningPage.tsx')),
  },
  {
    key: 'brand',
    path: '/brand',
    labelKey: 'brand.menu',
    permission: 'brand.draft',
    icon: <BgColorsOutlined />,
    page: lazy(() => import('../pages/brand/BrandPage.tsx')),
  },
  {
    key: 'families',
    path: '/families',
    labelKey: 'families.menu',
    // families.orders alone (no role today: §7 gives finance "read, orders") opens a family's orders by id.
    permission: ['families.read', 'families.orders'],
    icon: <HomeOutlined />,
    page: lazy(() => import('../pages/families/FamiliesPage.tsx')),
  },
  {
    key: 'inbox',
    path: '/inbox',
    labelKey: 'inbox.menu',
    permission: 'messages.read',
    icon: <MessageOutlined />,
    page: lazy(() => import('../pages/inbox/InboxPage.tsx')),
  },
  {
    key: 'lessons',
    path: '/lessons',
    labelKey: 'lessons.menu',
    permission: 'lessons.read',
    icon: <CalendarOutlined />,
    page: lazy(() => import('../pages/lessons/LessonsPage.tsx')),
  },
  {
    key: 'orders',
    path: '/orders',
    labelKey: 'orders.menu',
    permission: 'money.read',
    icon: <PayCircleOutlined />,
    page: lazy(() => import('../pages/orders/OrdersPage.tsx')),
  },
  {
    key: 'finance',
    path: '/finance',
    labelKey: 'finance.menu',
    permission: 'money.read',
    icon: <AccountBookOutlined />,
    page: lazy(() => import('../pages/finance/FinancePage.tsx')),
  },
  {
    key: 'audit',
    path: '/audit',
    labelKey: 'menu.audit',
    permission: ['audit.read', 'audit.money'],
    icon: <AuditOutlined />,
    page: lazy(() => import('../pages/audit/AuditPage.tsx')),
  },
  {
    key: 'account',
    path: '/account',
    labelKey: 'menu.account',
    permission: 'account.self',
    icon: <UserOutlined />,
    page: lazy(() => import('../pages/account/AccountPage.tsx')),
  },
];

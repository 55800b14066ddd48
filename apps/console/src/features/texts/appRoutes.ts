/**
 * Pages of the families' app a banner may open (apps/web/src/app/pageTable.ts; the server checks
 * the shape, APP_ROUTE). A query string may follow: `/pages/huiben/list?level=1`.
 */
export const APP_ROUTE_CHOICES = [
  '/pages/home/index',
  '/pages/mall/index',
  '/pages/mall/list',
  '/pages/choose/choose',
  '/pages/tuijian/index',
  '/pages/huiben/index',
  '/pages/huiben/list',
  '/pages/ketang/index',
  '/pages/assessment/index',
  '/pages/course/index',
  '/pages/mine/index',
  '/pages/mine/preference',
  '/pages/anno/anno',
  '/pages/settings/help',
  '/pages/settings/aboutus',
] as const;

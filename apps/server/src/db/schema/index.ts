// The whole schema, for drizzle's relational queries and for drizzle-kit. One file per aggregate.
export * from './users.ts';
export * from './auth.ts';
export * from './teachers.ts';
export * from './schedule.ts';
export * from './lessons.ts';
export * from './credits.ts';
export * from './outline.ts';
export * from './content.ts';
export * from './books.ts';
export * from './exams.ts';
export * from './catalog.ts';
export * from './orders.ts';
export * from './classroom.ts';
export * from './recordings.ts';
export * from './notifications.ts';
export * from './translations.ts';

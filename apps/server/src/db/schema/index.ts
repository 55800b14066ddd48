// The whole schema, for drizzle's relational queries and for drizzle-kit. One file per aggregate.
export * from './users.ts';
export * from './auth.ts';

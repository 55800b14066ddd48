import { formatInZone } from '@school/contract/helpers/time';

/** Money is kept in fen (integers); the console shows yuan with two decimals. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** An instant as the school's wall clock, `YYYY-MM-DD HH:mm` (Asia/Shanghai). */
export const dateTime = (iso: string | null | undefined) =>
  iso ? formatInZone(new Date(iso), 'Asia/Shanghai', 'YYYY-MM-DD HH:mm') : '';

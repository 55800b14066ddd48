/**
 * The pure part of the export: rows to CSV, and every page of a list fetched in turn (the
 * server's page size cap is 100, so the export pages like the table does).
 */
export interface ExportColumn<R> {
  title: string;
  value: (row: R) => string | number | null | undefined;
}

/** RFC 4180 CSV with a BOM (Excel opens UTF-8 Chinese text right only with it). */
export function toCsv<R>(columns: ExportColumn<R>[], rows: R[]): string {
  const cell = (v: string | number | null | undefined) => {
    const s = v === null || v === undefined ? '' : String(v);
    // A leading =, +, - or @ would be run as a formula by a spreadsheet: quote it as text.
    const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const r of rows) lines.push(columns.map((c) => cell(c.value(r))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const EXPORT_PAGE_SIZE = 100;
/** An export stops here (a browser holds it in memory); narrow the filters for more. */
export const EXPORT_MAX_ROWS = 50_000;

export async function fetchAllPages<R>(
  fetchPage: (
    page: number,
    pageSize: number,
  ) => Promise<{ list: R[]; total: number; more?: boolean }>,
  onPage?: (page: number) => void,
): Promise<R[]> {
  const rows: R[] = [];
  for (let page = 1; ; page++) {
    onPage?.(page);
    const { list, total, more } = await fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...list);
    // A capped count (`more`: the server stopped counting) is no end: go on to a short page.
    const end = more ? EXPORT_MAX_ROWS : Math.min(total, EXPORT_MAX_ROWS);
    if (list.length < EXPORT_PAGE_SIZE || rows.length >= end) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

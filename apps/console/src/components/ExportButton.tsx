import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App, Button, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import { errorText } from '../lib/errorText.ts';
import { request } from '../lib/request.ts';
import { fetchAllPages, toCsv, type ExportColumn } from './exportRows.ts';
import type { RowOf } from './ServerTable.tsx';

export type { ExportColumn } from './exportRows.ts';

export interface ExportButtonProps<E extends Endpoint> {
  /** The same list endpoint as the table's. */
  endpoint: E;
  /** The table's filters (listParams.ts `filtersOf(params)`), plus any fixed ones. */
  filters: Record<string, string | number>;
  columns: ExportColumn<RowOf<E>>[];
  /** Without extension; the date is added. */
  fileName: string;
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Exports every page of a list with the table's filters to Excel (exceljs, loaded only when
 * used) or CSV.
 */
export function ExportButton<E extends Endpoint>(props: ExportButtonProps<E>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  const run = async (kind: 'xlsx' | 'csv') => {
    setBusy(true);
    const key = 'export';
    try {
      const rows = await fetchAllPages(
        (page, pageSize) =>
          request(props.endpoint, { ...props.filters, page, pageSize } as InputOf<E>) as Promise<{
            list: RowOf<E>[];
            total: number;
            more?: boolean;
          }>,
        (page) =>
          void message.open({ key, type: 'loading', content: t('common.exporting', { page }) }),
      );
      const stamp = new Date().toISOString().slice(0, 10);
      if (kind === 'csv') {
        download(
          new Blob([toCsv(props.columns, rows)], { type: 'text/csv;charset=utf-8' }),
          `${props.fileName}-${stamp}.csv`,
        );
      } else {
        const mod = await import('exceljs');
        const ExcelJS = (mod as unknown as { default?: typeof mod }).default ?? mod;
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet(props.fileName.slice(0, 31));
        sheet.addRow(props.columns.map((c) => c.title)).font = { bold: true };
        for (const r of rows) sheet.addRow(props.columns.map((c) => c.value(r) ?? ''));
        const buffer = await book.xlsx.writeBuffer();
        download(
          new Blob([buffer], {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }),
          `${props.fileName}-${stamp}.xlsx`,
        );
      }
      void message.open({
        key,
        type: 'success',
        content: t('common.exported', { count: rows.length }),
      });
    } catch (e) {
      void message.open({ key, type: 'error', content: errorText(e, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    // Opened by a click, not by hovering: a hover menu closed under a pointer that crossed the gap
    // to it (a browser test missed 导出 Excel that way), and a click works for keys and touch too.
    <Dropdown
      trigger={['click']}
      disabled={busy}
      menu={{
        items: [
          { key: 'xlsx', label: t('common.exportExcel') },
          { key: 'csv', label: t('common.exportCsv') },
        ],
        onClick: ({ key }) => void run(key as 'xlsx' | 'csv'),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy}>
        {t('common.export')}
      </Button>
    </Dropdown>
  );
}

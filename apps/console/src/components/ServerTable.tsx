import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ColumnType, TablePaginationConfig } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import type { Endpoint, InputOf, OutputOf } from '@school/contract/endpoint';
import { errorText } from '../lib/errorText.ts';
import { request } from '../lib/request.ts';
import { useListParams } from './listParams.ts';

/** The row type of a console list endpoint (`adminListOutput(item)`). */
export type RowOf<E extends Endpoint> = OutputOf<E> extends { list: (infer R)[] } ? R : never;

/**
 * A column. `key` is the sort key the server allows (with `sorter: true`) or the filter's name
 * (with `filters`: one value at a time, sent as `<key>=<value>`).
 */
export type ServerColumn<R> = ColumnType<R> & { key: string };

export interface ServerTableProps<E extends Endpoint> {
  /** A GET list endpoint of `@school/contract/api/admin/*`. */
  endpoint: E;
  columns: ServerColumn<RowOf<E>>[];
  rowKey: (row: RowOf<E>) => Key;
  /** Filters always sent (e.g. the family whose lessons these are), beside the URL's. */
  fixed?: Record<string, string | number>;
  /** Above the table: filter fields, buttons (ExportButton). */
  toolbar?: ReactNode;
  /** Accessible name of the table. */
  label: string;
  /** A row's details, shown when it is expanded (e.g. an audit row's before and after). */
  expandedRowRender?: (row: RowOf<E>) => ReactNode;
}

/**
 * antd's Table driven by a console list route (docs/design/console.md §7): paging, sort and filters happen on
 * the server, and their state lives in the URL (listParams.ts).
 */
export function ServerTable<E extends Endpoint>(props: ServerTableProps<E>) {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const input = { ...params, ...props.fixed } as InputOf<E>;
  const q = useQuery({
    queryKey: ['list', props.endpoint.path, input],
    queryFn: ({ signal }) => request(props.endpoint, input, signal),
    placeholderData: keepPreviousData,
  });
  const data = q.data as { list: RowOf<E>[]; total: number; more?: boolean } | undefined;
  const page = Number(params.page ?? 1);
  const pageSize = Number(params.pageSize ?? 20);

  const columns = props.columns.map((c) => ({
    ...c,
    ...(c.sorter
      ? {
          sortOrder:
            params.sort === c.key ? ((params.order as 'ascend' | 'descend') ?? null) : null,
        }
      : {}),
    ...(c.filters
      ? { filteredValue: params[c.key] ? [params[c.key]!] : null, filterMultiple: false }
      : {}),
  }));

  const onChange = (
    pagination: TablePaginationConfig,
    filters: Record<string, (Key | boolean)[] | null>,
    sorter: SorterResult<RowOf<E>> | SorterResult<RowOf<E>>[],
  ) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const patch: Record<string, string | number | null> = {
      page: pagination.current ?? 1,
      pageSize: pagination.pageSize ?? 20,
      sort: s?.order ? String(s.columnKey ?? '') : null,
      order: s?.order ?? null,
    };
    for (const c of props.columns) {
      if (!c.filters) continue;
      const v = filters[c.key]?.[0];
      const before = params[c.key] ?? null;
      const after = v === undefined ? null : String(v);
      if (before !== after) patch.page = 1;
      patch[c.key] = after;
    }
    set(patch);
  };

  return (
    <div>
      {props.toolbar && <div style={{ marginBottom: 16 }}>{props.toolbar}</div>}
      {q.isError && (
        <Alert type="error" showIcon title={errorText(q.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Table<RowOf<E>>
        aria-label={props.label}
        rowKey={props.rowKey}
        columns={columns}
        dataSource={data?.list ?? []}
        loading={q.isFetching}
        onChange={onChange}
        expandable={
          props.expandedRowRender ? { expandedRowRender: props.expandedRowRender } : undefined
        }
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [20, 50, 100],
          // A count the server capped reads "10,000+" (filters narrow it).
          showTotal: (total) => t(data?.more ? 'common.totalMore' : 'common.total', { total }),
        }}
      />
    </div>
  );
}

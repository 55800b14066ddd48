import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { Endpoint, InputOf } from '@school/contract/endpoint';
import type { RowOf } from '../../components/ServerTable.tsx';
import { errorText } from '../../lib/errorText.ts';
import { request } from '../../lib/request.ts';

/**
 * One tab of a family's page: a list paged on the server, its page kept in the tab (the page's
 * URL belongs to the family, and several tabs page on their own).
 */
export function PagedTab<E extends Endpoint>(props: {
  endpoint: E;
  fixed: Record<string, string | number>;
  columns: ColumnType<RowOf<E>>[];
  rowKey: (row: RowOf<E>) => Key;
  label: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const input = { ...props.fixed, page, pageSize } as InputOf<E>;
  const q = useQuery({
    queryKey: ['familyTab', props.endpoint.path, input],
    queryFn: ({ signal }) => request(props.endpoint, input, signal),
    placeholderData: keepPreviousData,
  });
  const data = q.data as { list: RowOf<E>[]; total: number } | undefined;
  return (
    <>
      {q.isError && (
        <Alert type="error" showIcon title={errorText(q.error, t)} style={{ marginBottom: 16 }} />
      )}
      <Table<RowOf<E>>
        aria-label={props.label}
        size="small"
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={data?.list ?? []}
        loading={q.isFetching}
        pagination={{
          current: page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => t('common.total', { total }),
          onChange: (p, s) => {
            setPage(s === pageSize ? p : 1);
            setPageSize(s);
          },
        }}
      />
    </>
  );
}

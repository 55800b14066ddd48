import { useTranslation } from 'react-i18next';
import { DatePicker, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useListParams } from '../../components/listParams.ts';

/** The from/to school dates of a revenue list, kept in the URL with the list's other filters. */
export function RangeFilter() {
  const { t } = useTranslation();
  const { params, set } = useListParams();
  const value = params.from && params.to ? ([dayjs(params.from), dayjs(params.to)] as const) : null;
  return (
    <Space>
      <Typography.Text id="finance-range">{t('finance.range')}</Typography.Text>
      <DatePicker.RangePicker
        aria-labelledby="finance-range"
        value={value ? [value[0], value[1]] : null}
        allowClear
        onChange={(v) =>
          set({
            from: v?.[0]?.format('YYYY-MM-DD') ?? null,
            to: v?.[1]?.format('YYYY-MM-DD') ?? null,
          })
        }
      />
    </Space>
  );
}

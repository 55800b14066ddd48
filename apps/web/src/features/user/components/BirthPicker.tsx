import DatePicker from 'antd-mobile/es/components/date-picker';
import { birthPickerRange } from '@school/contract/helpers/datePicker';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthToDate, dateToBirth, zodiacLabel } from '../birth.ts';

export interface BirthPickerProps {
  visible: boolean;
  /** The birth date shown when the picker opens, `YYYY-MM-DD`. */
  value: string;
  onClose: () => void;
  onConfirm: (birth: string) => void;
}

/**
 * The birth-date picker: year, month and day wheels about 150 years either side of this year
 * (seed §5). Its title shows the date being picked and its star sign, updated as the wheels turn.
 */
export function BirthPicker({ visible, value, onClose, onConfirm }: BirthPickerProps) {
  const { t, i18n } = useTranslation();
  const range = useMemo(() => birthPickerRange(), []);
  const [picking, setPicking] = useState(value);
  const [openedWith, setOpenedWith] = useState(value);
  // A new value from outside (saved, or the picker reopened) restarts what is being picked.
  if (openedWith !== value) {
    setOpenedWith(value);
    setPicking(value);
  }

  return (
    <DatePicker
      visible={visible}
      min={range.min}
      max={range.max}
      value={birthToDate(value)}
      precision="day"
      title={
        <span data-testid="picker-zodiac">
          {t('account.profile.pickerZodiac', {
            date: picking,
            zodiac: zodiacLabel(picking, i18n.language),
          })}
        </span>
      }
      confirmText={t('common.confirm')}
      cancelText={t('common.cancel')}
      renderLabel={(type, n) =>
        type === 'year'
          ? t('account.profile.year', { n })
          : type === 'month'
            ? t('account.profile.month', { n })
            : type === 'day'
              ? t('account.profile.day', { n })
              : String(n)
      }
      onSelect={(date) => setPicking(dateToBirth(date))}
      onConfirm={(date) => onConfirm(dateToBirth(date))}
      onClose={() => {
        setPicking(value);
        onClose();
      }}
    />
  );
}

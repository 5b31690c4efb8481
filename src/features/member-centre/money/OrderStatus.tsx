import { useTranslation } from 'react-i18next';
import { useLocalePart } from '../../../i18n/parts';

const TONE: Record<string, 'ok' | 'wait' | 'bad'> = {
  PAID: 'ok',
  CONFIRMED: 'ok',
  AUTO_CONFIRMED: 'ok',
  PENDING: 'wait',
  AWAITING_CONFIRMATION: 'wait',
  PARTLY_RECEIVED: 'bad',
  NOT_RECEIVED: 'bad',
  CANCELLED: 'bad',
  EXPIRED: 'bad',
  REJECTED: 'bad',
};

/** An order's status as a coloured badge with its translated name. */
export function OrderStatus({ status }: { status: string }) {
  useLocalePart('money');
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${TONE[status] ?? 'wait'}`}>{t(`money.order_status.${status}`)}</span>;
}

import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function VnLotteryPage() {
  const { t } = useTranslation();
  const { gameCode } = useSearch({ from: '/vnlottery' });
  return (
    <AreaLayout title={t('area.vnlottery.title')} intro={t('area.vnlottery.intro')}>
      {gameCode ? (
        <dl className="area__facts">
          <div>
            <dt>{t('area.game')}</dt>
            <dd>{gameCode}</dd>
          </div>
        </dl>
      ) : null}
    </AreaLayout>
  );
}

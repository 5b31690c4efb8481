import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AreaLayout } from '../../ui/AreaLayout';

export default function LotteryPage() {
  const { t } = useTranslation();
  const { gameCode, playType } = useSearch({ from: '/lottery' });
  return (
    <AreaLayout title={t('area.lottery.title')} intro={t('area.lottery.intro')}>
      {gameCode ? (
        <dl className="area__facts">
          <div>
            <dt>{t('area.game')}</dt>
            <dd>{gameCode}</dd>
          </div>
          {playType ? (
            <div>
              <dt>{t('area.play_type')}</dt>
              <dd>{playType}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </AreaLayout>
  );
}

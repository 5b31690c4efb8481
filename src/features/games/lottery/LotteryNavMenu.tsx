import { useTranslation } from 'react-i18next';
import { useLocalePart } from '../../../i18n/parts';
import { ErrorView, LoadingView } from '../../../ui/StatusView';
import { HotStrip } from './HotStrip';
import { LotteryGroups, useLotteryMenus, usePopularLottery } from './LotteryMenu';

/** The lottery entry's dropdown: the HOT strip of popular games and the games of each menu group. */
export default function LotteryNavMenu({ onNavigate }: { onNavigate?: () => void }) {
  // The lottery texts are a locale part (locales/lottery/).
  useLocalePart('lottery');
  const { t } = useTranslation();
  const menus = useLotteryMenus();
  const popular = usePopularLottery();
  if (menus.isPending) return <LoadingView />;
  if (menus.isError) return <ErrorView error={menus.error} onRetry={() => void menus.refetch()} />;
  return (
    <div className="lottery-nav">
      {popular.data && popular.data.value.length > 0 ? <HotStrip games={popular.data.value} groups={menus.data} onNavigate={onNavigate} /> : null}
      {menus.data.length === 0 ? <p className="lottery-group__empty">{t('lottery.none')}</p> : <LotteryGroups groups={menus.data} onNavigate={onNavigate} />}
    </div>
  );
}

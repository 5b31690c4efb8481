import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { language } from '../../../state/language';
import { session } from '../../../state/session';
import { ErrorView, LoadingView, QueryView } from '../../../ui/StatusView';
import { genericLaunchParams } from '../launch';
import { LottoDraw } from './DrawResult';
import { lottoDrawOptions } from './first-replies';
import { HotStrip } from './HotStrip';
import { LotteryFrame } from './LotteryFrame';
import { LotteryGroups, useLotteryMenus, usePopularLottery } from './LotteryMenu';
import { groupOf } from './lottery-menu';
import './lottery.css';
import { useLocalePart } from '../../../i18n/parts';

/**
 * /lottery: the lottery menu beside the game chosen by `gameCode`, opened on `playType` (else its
 * default play type), with its latest draw; without a game, the popular games.
 */
export default function LotteryPage() {
  // The lottery texts are a locale part (locales/lottery/).
  useLocalePart('lottery');
  const { t } = useTranslation();
  const { gameCode, playType } = useSearch({ from: '/lottery' });
  const menus = useLotteryMenus();
  const groups = menus.data ?? [];
  const group = gameCode ? groupOf(groups, gameCode) : undefined;
  const game = group?.gameMenus.find((m) => m.code === gameCode);
  const shownPlayType = playType ?? game?.defaultPlayType;
  return (
    <div className="lottery-page">
      <aside className="lottery-page__menu" aria-label={t('lottery.menu')}>
        <QueryView query={menus} isEmpty={(d) => d.length === 0} empty={t('lottery.none')}>
          {(data) => <LotteryGroups groups={data} selected={gameCode} />}
        </QueryView>
      </aside>
      <section className="lottery-page__main" aria-labelledby="lottery-title">
        {gameCode ? (
          <>
            <header className="lottery-page__header">
              <div>
                <h1 id="lottery-title" className="lottery-page__title">
                  {game?.remark ?? gameCode}
                </h1>
                {group ? <p className="lottery-page__group">{group.labelName}</p> : null}
              </div>
              {shownPlayType ? (
                <dl className="lottery-page__facts">
                  <dt>{t('area.play_type')}</dt>
                  <dd data-testid="play-type">{shownPlayType}</dd>
                </dl>
              ) : null}
            </header>
            <LatestDraw gameCode={gameCode} />
            <GameFrameFor gameCode={gameCode} playType={shownPlayType} title={game?.remark ?? gameCode} />
          </>
        ) : (
          <LotteryLobby />
        )}
      </section>
    </div>
  );
}

/** The game's latest draw; the lottery service answers members only, so visitors do not ask. */
function LatestDraw({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const query = useQuery({ ...lottoDrawOptions(gameCode), enabled: loggedIn });
  if (!loggedIn) return null;
  return (
    <section className="panel lottery-page__draw" aria-label={t('lottery.latest_draw')}>
      <QueryView query={query} isEmpty={(d) => d.value.length === 0} empty={t('lottery.no_draws')}>
        {(data) => <LottoDraw draw={data.value[0]!} />}
      </QueryView>
    </section>
  );
}

function GameFrameFor({ gameCode, playType, title }: { gameCode: string; playType: string | undefined; title: string }) {
  const { code } = useSnapshot(language);
  const { account } = useSnapshot(session);
  return <LotteryFrame params={genericLaunchParams({ gameCode, defaultPlayType: playType }, account, code)} title={title} />;
}

function LotteryLobby() {
  const { t } = useTranslation();
  const popular = usePopularLottery();
  const menus = useLotteryMenus();
  return (
    <>
      <h1 id="lottery-title" className="lottery-page__title">
        {t('area.lottery.title')}
      </h1>
      <p className="lottery-page__group">{t('lottery.choose')}</p>
      {popular.isError ? (
        <ErrorView error={popular.error} onRetry={() => void popular.refetch()} />
      ) : popular.data && popular.data.value.length > 0 ? (
        <HotStrip games={popular.data.value} groups={menus.data ?? []} />
      ) : popular.isPending ? (
        <LoadingView />
      ) : null}
    </>
  );
}

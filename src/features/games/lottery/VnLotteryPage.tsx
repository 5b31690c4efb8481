import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { config } from '../../../config';
import type { LaunchGameParams } from '../../../generated/wps/model';
import { language } from '../../../state/language';
import { session } from '../../../state/session';
import { QueryView } from '../../../ui/StatusView';
import { VnDraw } from './DrawResult';
import { vnDrawOptions, vnRecentOptions } from './first-replies';
import { LotteryFrame } from './LotteryFrame';
import { LotteryGroups, useVnMenus } from './LotteryMenu';
import { groupOf } from './lottery-menu';
import './lottery.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';

/** The Vietnamese lottery launch (spec section 7): area VN, mode LOTT, the betting view of a game or the lobby. */
export function vnLaunchParams(gameCode: string | undefined, lang: string, origin: string): LaunchGameParams {
  const back = new URL('/vnlottery', origin);
  if (gameCode) back.searchParams.set('gameCode', gameCode);
  return {
    launchMode: 'LOTT',
    lottoArea: 'VN',
    prizeMode: config.prizeMode,
    ...(gameCode ? { gameCode } : {}),
    lottoView: gameCode ? 'betting' : 'lobby',
    device: config.device,
    backUrl: back.toString(),
    language: lang as LaunchGameParams['language'],
  };
}

/** /vnlottery: the Vietnamese regional menu (with the weekday selector), the chosen game's latest draw and the game. */
export default function VnLotteryPage() {
  // The lottery texts are a locale part (locales/lottery/).
  useLocalePart('lottery');
  const { t } = useTranslation();
  const { gameCode } = useSearch({ from: '/vnlottery' });
  const { code } = useSnapshot(language);
  const menu = useVnMenus();
  const groups = menu.data?.value ?? [];
  const group = gameCode ? groupOf(groups, gameCode) : undefined;
  const game = group?.gameMenus.find((m) => m.code === gameCode);
  const title = game?.remark ?? gameCode ?? t('area.vnlottery.title');
  return (
    <div className="lottery-page">
      <aside className="lottery-page__menu" aria-label={t('lottery.menu')}>
        <RecentVnGames selected={gameCode} />
        <QueryView query={menu} isEmpty={(d) => d.value.length === 0} empty={t('lottery.none')}>
          {(data) => <LotteryGroups groups={data.value} selected={gameCode} />}
        </QueryView>
      </aside>
      <section className="lottery-page__main" aria-labelledby="vnlottery-title">
        <header className="lottery-page__header">
          <div>
            <h1 id="vnlottery-title" className="lottery-page__title">
              {title}
            </h1>
            <p className="lottery-page__group">{group?.labelName ?? t('lottery.vn_lobby')}</p>
          </div>
        </header>
        {gameCode ? <LatestVnDraw gameCode={gameCode} /> : null}
        <LotteryFrame params={vnLaunchParams(gameCode, code, window.location.origin)} title={title} />
      </section>
    </div>
  );
}

function LatestVnDraw({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const query = useQuery(vnDrawOptions(gameCode));
  return (
    <section className="panel lottery-page__draw" aria-label={t('lottery.latest_draw')}>
      <QueryView query={query} isEmpty={(d) => d.value.length === 0} empty={t('lottery.no_draws')}>
        {(data) => <VnDraw draw={data.value[0]!} />}
      </QueryView>
    </section>
  );
}

/** The member's recent Vietnamese lottery games, when there are any. */
function RecentVnGames({ selected }: { selected: string | undefined }) {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const query = useQuery({ ...vnRecentOptions(), enabled: loggedIn });
  const games = loggedIn ? (query.data?.value ?? []) : [];
  if (games.length === 0) return null;
  return (
    <section className="lottery-group" aria-labelledby="vn-recent-title">
      <h3 id="vn-recent-title" className="lottery-group__title">
        {t('games.view_recent')}
      </h3>
      <ul className="lottery-group__games">
        {games.map((game) => (
          <RowBoundary key={game.code} row={game} as="li">
            {() => (
              <li>
                <Link
                  to="/vnlottery"
                  search={{ gameCode: game.code }}
                  className="lottery-group__game"
                  aria-current={selected === game.code ? 'page' : undefined}
                >
                  {game.remark}
                </Link>
              </li>
            )}
          </RowBoundary>
        ))}
      </ul>
    </section>
  );
}

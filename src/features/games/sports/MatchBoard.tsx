/**
 * The match board of /sports (docs/design/sports.md): a sportsbook's matches in play or starting
 * today, by sport (or e-sports title) and league, with their 1X2, handicap and over/under odds.
 * In play the odds are asked again every 10 seconds (today's every minute), never while the tab
 * is hidden; a price that moved is marked up or down, a changed score too, until the next change.
 * Query's structural sharing keeps an unchanged match the same object, so only the rows whose
 * match changed render again. A match or a price opens the vendor's sportsbook at that match
 * where it can, else its home; visitors are asked to log in first. Long lists are windowed.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchBoard as Board, GameCard, Match, MatchGameType, MatchLeague, MatchListType, SportCode } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { dateTimeFormat, isoTime, validTime } from '../../../lib/dates';
import { moneyFormat } from '../../../lib/format';
import type { SportsSearch } from '../../../lib/search';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { EmptyView, ErrorView, LoadingView } from '../../../ui/StatusView';
import { Tabs, tabIds } from '../../../ui/Tabs';
import { useLaunchGame } from '../launch';
import { BOARD_CLOCKS, matchBoardOptions, matchBoardParams } from './first-replies';
import { type BoardRow, boardRows, formatLine, lineFormat, type Moves, movesBetween, NO_MOVES, type Pick, picksOf, SPORTS_OF, stageKind } from './odds';

export { POLL_MS } from './first-replies';
/** From this many rows (leagues and matches) on, only the rows near the screen are drawn. */
export const WINDOW_FROM = 80;

const LISTS: readonly MatchListType[] = ['ROLLING', 'TODAY'];

export function MatchBoard({ gameType, vendors, search }: { gameType: MatchGameType; vendors: readonly GameCard[]; search: SportsSearch }) {
  // Its texts are the sports part (locales/sports/), whichever page shows it.
  useLocalePart('sports');
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/sports' });
  const idBase = useId();
  const params = matchBoardParams(gameType, search, vendors);
  const { listType } = params;
  const sports: readonly SportCode[] = SPORTS_OF[gameType];
  const { sport, vassalage } = params;
  // Another sport, list or vendor keeps the rows it had, dimmed, until the new ones come (issue 30).
  const query = useQuery({ ...matchBoardOptions(params), placeholderData: keepPreviousData });
  const board = query.data?.value;
  // Only a refresh asked for shows on the button: the polls in the background are quiet.
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    void query.refetch().finally(() => setRefreshing(false));
  };
  const set = (change: Partial<SportsSearch>) => void navigate({ search: (s) => ({ ...s, ...change }), replace: true, resetScroll: false });
  const panel = tabIds(idBase, listType);

  return (
    <section className="match-board" aria-labelledby={`${idBase}-title`}>
      <div className="match-board__head">
        <h2 id={`${idBase}-title`} className="match-board__title">
          {t(gameType === 'ESPORTS' ? 'sports.board_esports' : 'sports.board_sports')}
        </h2>
        {board ? <span className="match-board__vendor">{board.vendorName}</span> : null}
      </div>
      <div className="match-board__bar">
        <Tabs
          idBase={idBase}
          label={t('sports.lists')}
          tabs={LISTS}
          current={listType}
          onChange={(list) => set({ list: list === 'TODAY' ? 'today' : undefined })}
          className="tabs match-board__tabs"
        >
          {(list) => (
            <>
              {t(`sports.list_${list}`)}
              {board ? <span className="match-board__count">{list === 'ROLLING' ? board.rollingCount : board.todayCount}</span> : null}
            </>
          )}
        </Tabs>
        {vendors.length > 1 ? (
          <label className="match-board__field">
            <span>{t('sports.vendor')}</span>
            <select
              className="field__select"
              value={board?.vassalage ?? vassalage ?? ''}
              onChange={(e) => set({ vendor: e.target.value || undefined, league: undefined })}
            >
              {board || vassalage ? null : <option value="">{t('common.loading')}</option>}
              {vendors.map((v) => (
                <option key={v.vassalage} value={v.vassalage}>
                  {v.displayName}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <fieldset className="chips match-board__sports">
        <legend className="visually-hidden">{t(gameType === 'ESPORTS' ? 'sports.titles' : 'sports.sports')}</legend>
        {[undefined, ...sports].map((s) => (
          <button key={s ?? 'all'} type="button" className="chips__chip" aria-pressed={sport === s} onClick={() => set({ sport: s, league: undefined })}>
            {s ? t(`sports.sport_${s}`) : t(gameType === 'ESPORTS' ? 'sports.all_titles' : 'sports.all_sports')}
          </button>
        ))}
      </fieldset>
      <div id={panel.panel} role="tabpanel" aria-labelledby={panel.tab} aria-busy={query.isPlaceholderData || refreshing} className="match-board__panel">
        {query.isPending ? (
          <LoadingView label={t('sports.loading')} />
        ) : query.isError ? (
          <ErrorView error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <BoardBody
            board={query.data.value}
            league={search.league}
            onLeague={(league) => set({ league })}
            onRefresh={refresh}
            refreshing={refreshing}
            updatedAt={query.dataUpdatedAt}
          />
        )}
      </div>
    </section>
  );
}

function BoardBody({
  board,
  league,
  onLeague,
  onRefresh,
  refreshing,
  updatedAt,
}: {
  board: Board;
  league: string | undefined;
  onLeague: (league: string | undefined) => void;
  onRefresh: () => void;
  refreshing: boolean;
  updatedAt: number;
}) {
  const { t, i18n } = useTranslation();
  const leagueId = useId();
  const leagues = board.list.filter((l) => !league || l.leagueId === league);
  const time = dateTimeFormat(i18n.language, BOARD_CLOCKS.refresh);
  return (
    <>
      <div className="match-board__tools">
        <label className="match-board__field" htmlFor={leagueId}>
          <span>{t('sports.league')}</span>
        </label>
        <select id={leagueId} className="field__select match-board__league" value={league ?? ''} onChange={(e) => onLeague(e.target.value || undefined)}>
          <option value="">{t('sports.all_leagues')}</option>
          {board.list.map((l) => (
            <option key={l.leagueId} value={l.leagueId}>
              {l.leagueName}
            </option>
          ))}
          {league && !board.list.some((l) => l.leagueId === league) ? <option value={league}>{league}</option> : null}
        </select>
        <span className="match-board__updated">{t('sports.updated', { time: time.format(updatedAt) })}</span>
        <button type="button" className="button button--small" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? <span className="spinner spinner--small" aria-hidden="true" /> : null}
          {t('sports.refresh')}
        </button>
      </div>
      {leagues.length === 0 ? (
        <EmptyView>{league && board.list.length > 0 ? t('sports.none_in_league') : t(`sports.none_${board.listType}`)}</EmptyView>
      ) : (
        <MatchList board={board} leagues={leagues} />
      )}
    </>
  );
}

/** The leagues and their matches; windowed from WINDOW_FROM rows on. */
function MatchList({ board, leagues }: { board: Board; leagues: readonly MatchLeague[] }) {
  const { t } = useTranslation();
  const { launch } = useLaunchGame();
  const rows = boardRows(leagues);
  // One function for every row while the sportsbook stays the same, so the rows' memo holds.
  const latest = useRef({ board, launch });
  latest.current = { board, launch };
  const open = useCallback((match: Match) => {
    const { board: b, launch: start } = latest.current;
    start({ gameCode: b.gameCode, vassalage: b.vassalage, gameType: 'SPORTS', eventId: b.eventLaunch ? match.matchId : undefined });
  }, []);
  const label = t('sports.matches_of', { vendor: board.vendorName });
  if (rows.length < WINDOW_FROM) {
    return (
      <ul className="match-list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.key} className={`match-list__item match-list__item--${row.kind}`}>
            <BoardItem row={row} open={open} />
          </li>
        ))}
      </ul>
    );
  }
  return <WindowedList rows={rows} label={label} open={open} />;
}

function WindowedList({ rows, label, open }: { rows: readonly BoardRow[]; label: string; open: (match: Match) => void }) {
  const list = useRef<HTMLUListElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    if (list.current) setTop(list.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i]?.kind === 'league' ? 44 : 92),
    overscan: 6,
    scrollMargin: top,
    getItemKey: (i) => rows[i]?.key ?? i,
  });
  return (
    <ul ref={list} className="match-list match-list--windowed" aria-label={label} style={{ blockSize: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index]!;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
            className={`match-list__item match-list__item--${row.kind}`}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <BoardItem row={row} open={open} />
          </li>
        );
      })}
    </ul>
  );
}

/** A league's heading or a match; one that cannot be drawn (a value past the contract's promise) fails alone. */
function BoardItem({ row, open }: { row: BoardRow; open: (match: Match) => void }) {
  return (
    <RowBoundary row={row.kind === 'league' ? row.league : row.match}>
      {() => (row.kind === 'league' ? <LeagueHeading league={row.league} /> : <MatchRow match={row.match} open={open} />)}
    </RowBoundary>
  );
}

function LeagueHeading({ league }: { league: MatchLeague }) {
  const { t } = useTranslation();
  return (
    <h3 className="match-league">
      <span className={`match-league__sport match-league__sport--${league.sport.toLowerCase()}`}>{t(`sports.sport_${league.sport}`)}</span>
      <span className="match-league__name">{league.leagueName}</span>
    </h3>
  );
}

/** The marks of what moved since the match's last change, kept until its next one. */
function useMoves(match: Match): Moves {
  const [seen, setSeen] = useState<{ match: Match; moves: Moves }>({ match, moves: NO_MOVES });
  if (seen.match !== match) {
    const moves = movesBetween(seen.match, match);
    setSeen({ match, moves });
    return moves;
  }
  return seen.moves;
}

/** One match: its time or score and stage, the teams, and its prices. Renders again only when its match changed. */
export const MatchRow = memo(function MatchRow({ match, open }: { match: Match; open: (match: Match) => void }) {
  const { t, i18n } = useTranslation();
  const moves = useMoves(match);
  const rolling = match.status === 'ROLLING';
  const teams = t('sports.teams', { home: match.homeTeam, away: match.awayTeam });
  const number = moneyFormat(i18n.language);
  const lineNumber = lineFormat(i18n.language);
  const pickName = (pick: Pick) => {
    const line = pick.line === undefined ? '' : formatLine(pick.line, pick.market, lineNumber);
    const team = pick.side === 'home' ? match.homeTeam : pick.side === 'away' ? match.awayTeam : '';
    return t(`sports.pick_${pick.market}_${pick.side}`, { team, line });
  };
  return (
    <article className={`match${rolling ? ' match--rolling' : ''}`} aria-label={teams}>
      <div className="match__summary">
        <MatchClock match={match} />
        {/* Named by what it shows (the teams and the score), with what it does after. */}
        <button type="button" className="match__open" onClick={() => open(match)}>
          {(
            [
              [match.homeTeam, match.homeScore],
              [match.awayTeam, match.awayScore],
            ] as const
          ).map(([team, score]) => (
            <Fragment key={team}>
              <span className="match__team">
                <span className="match__team-name">{team}</span>{' '}
                {rolling ? <span className={`match__score${moves.score ? ' match__score--changed' : ''}`}>{score ?? 0}</span> : null}
              </span>{' '}
            </Fragment>
          ))}
          <span className="visually-hidden">
            {rolling && moves.score ? `${t('sports.score_changed')}. ` : ''}
            {t('sports.open_in_book')}
          </span>
        </button>
      </div>
      <ul className="match__odds" aria-label={t('sports.odds_of', { teams })}>
        {picksOf(match).map((pick) => {
          const move = moves.odds[pick.key];
          return (
            <li key={pick.key} className={`match__pick match__pick--${pick.market}`}>
              <button type="button" className={`odd${move ? ` odd--${move}` : ''}`} onClick={() => open(match)}>
                <span className="odd__label" aria-hidden="true">
                  {pick.market === 'winner'
                    ? t(`sports.short_${pick.side}`)
                    : pick.market === 'overUnder'
                      ? `${t(`sports.short_${pick.side}`)} ${formatLine(pick.line ?? 0, pick.market, lineNumber)}`
                      : formatLine(pick.line ?? 0, pick.market, lineNumber)}
                </span>
                <span className="visually-hidden">{t('sports.pick_name', { pick: pickName(pick) })}</span>{' '}
                <span className="odd__value">
                  {number.format(pick.odds)}
                  {move ? (
                    <>
                      <span className="odd__move" aria-hidden="true">
                        {move === 'up' ? '▲' : '▼'}
                      </span>{' '}
                      <span className="visually-hidden">{t(`sports.moved_${move}`)}</span>
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </article>
  );
});

/** In play: the minute and the stage (or the break); today: the start time (with the day when it is tomorrow). */
function MatchClock({ match }: { match: Match }) {
  const { t, i18n } = useTranslation();
  if (match.status === 'ROLLING') {
    const stage = t(`sports.stage_${stageKind(match.sport)}`, { n: match.period ?? 1 });
    return (
      <span className="match__clock match__clock--live">
        <span className="match__live">{t('sports.live')}</span>
        <span>{match.breakTime ? t(match.sport === 'FOOTBALL' ? 'sports.half_time' : 'sports.break') : t('sports.minute', { minute: match.minute ?? 0 })}</span>
        {/* Half-time says which half it is already. */}
        {match.breakTime && match.sport === 'FOOTBALL' ? null : <span className="match__stage">{stage}</span>}
      </span>
    );
  }
  // A start no date can hold (the contract's bare int64) shows as a dash.
  const start = validTime(match.startTime);
  const sameDay = start !== null && new Date(start).toDateString() === new Date().toDateString();
  const format = dateTimeFormat(i18n.language, sameDay ? BOARD_CLOCKS.today : BOARD_CLOCKS.later);
  return (
    <span className="match__clock">
      <time dateTime={isoTime(start)}>{format.format(start)}</time>
    </span>
  );
}

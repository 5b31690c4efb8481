import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from '@tanstack/react-router';
import { memo, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useHotGames, useVendorsByCategory } from '../../../api/content';
import { useImageHost } from '../../../api/site';
import { useGetFavoriteGamesList, useGetRecentGames } from '../../../generated/relay/endpoints/games/games';
import type { GameCard, GameCategory } from '../../../generated/relay/model';
import { useLocalePart } from '../../../i18n/parts';
import { requestLogin } from '../../../state/dialogs';
import { language } from '../../../state/language';
import { session } from '../../../state/session';
import { AreaLayout } from '../../../ui/AreaLayout';
import { Icon } from '../../../ui/icons';
import { RemoteImage } from '../../../ui/RemoteImage';
import { EmptyView, ErrorView, LoadingView, QueryView } from '../../../ui/StatusView';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { useInfiniteScroll } from '../../../ui/useInfiniteScroll';
import { GameGrid, type GameRow } from '../GameGrid';
import JackpotTicker from '../jackpot/JackpotTicker';
import { MiniGamesSection } from '../MiniGames';
import { gameListInfiniteOptions, gameListParams, LOBBY_TYPES, type LobbyPath } from './first-replies';
import { RoomList } from './RoomList';
import { WindowedGameGrid } from './WindowedGameGrid';

// The lobbies that share this view, by path (spec section 2), and their list's page size.
export { LOBBY_TYPES, type LobbyPath, PAGE_SIZE } from './first-replies';
/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DELAY_MS = 300;

type View = 'all' | 'favorites' | 'recent';

/**
 * The games view of /rng, /pvp, /fish and /live: the type's vendors (`vassalage` picks one), a
 * search, all games with infinite scroll, the member's favourites and recent games, and for
 * player-versus-player the vendor's rooms.
 */
export default function GamesPage() {
  // The lobby's own texts are a locale part (locales/lobby/).
  useLocalePart('lobby');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const path = (pathname in LOBBY_TYPES ? pathname : '/rng') as LobbyPath;
  const type = LOBBY_TYPES[path];
  const { vassalage } = useSearch({ strict: false }) as { vassalage?: string };
  const { query: vendorsQuery, byCategory } = useVendorsByCategory();
  const vendors = byCategory.get(type) ?? [];
  const vendor = vendors.find((v) => v.vassalage === vassalage);

  return (
    <AreaLayout title={t(`area.${type.toLowerCase()}.title`)} intro={t(`area.${type.toLowerCase()}.intro`)}>
      <QueryView query={vendorsQuery} isEmpty={() => vendors.length === 0} empty={t('games.no_vendors')}>
        {() => (
          <>
            <VendorBar path={path} vendors={vendors} />
            <JackpotTicker />
            {/* Above the games: their list grows as it scrolls, so it is the last thing on the page. */}
            <MiniGamesSection />
            <LobbyGames type={type} vendor={vendor} />
          </>
        )}
      </QueryView>
    </AreaLayout>
  );
}

/**
 * The games of a type (and vendor): a search and every game with infinite scroll, the member's
 * favourites and recent games; the rooms of a player-versus-player vendor; visitors see the hot
 * games and a way to log in.
 */
export function LobbyGames({ type, vendor }: { type: GameCategory; vendor?: GameCard | undefined }) {
  // Its texts are the lobby's part: loaded here, so every page that shows the games has them (/seamless too).
  useLocalePart('lobby');
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  const [view, setView] = useState<View>('all');
  const [keyword, setKeyword] = useState('');
  // A key draws the field at once; the list follows in a background render React may put off
  // for the next key (issue 29: typing never holds a frame for long, even on a slow phone).
  const typed = useDeferredValue(keyword).trim();
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // Between a key and the answer the list says it is searching instead of showing old rows.
  const searching = typed !== search;
  const searchId = useId();
  const shownView: View = loggedIn ? view : 'all';
  return (
    <>
      {type === 'PVP' && vendor && loggedIn ? <RoomList vassalage={vendor.vassalage} vendorName={vendor.displayName} /> : null}
      {loggedIn ? (
        <div className="lobby-toolbar">
          <fieldset className="chips">
            <legend className="visually-hidden">{t('games.views')}</legend>
            {(['all', 'favorites', 'recent'] as const).map((v) => (
              <button key={v} type="button" className="chips__chip" aria-pressed={shownView === v} onClick={() => setView(v)}>
                {t(`games.view_${v}`)}
              </button>
            ))}
          </fieldset>
          {shownView === 'all' ? (
            <div className="lobby-search">
              <label htmlFor={searchId} className="visually-hidden">
                {t('games.search_label')}
              </label>
              <Icon name="search" size={18} />
              <input
                id={searchId}
                type="search"
                className="lobby-search__input"
                value={keyword}
                maxLength={64}
                placeholder={t('games.search_placeholder')}
                onChange={(e) => setKeyword(e.target.value)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      <section aria-label={vendor ? t('games.games_of', { vendor: vendor.displayName }) : t('games.all_games')}>
        {!loggedIn ? (
          <VisitorGames type={type} vassalage={vendor?.vassalage} />
        ) : shownView === 'favorites' ? (
          <FavoriteGames type={type} vassalage={vendor?.vassalage} />
        ) : shownView === 'recent' ? (
          <RecentGames type={type} vassalage={vendor?.vassalage} />
        ) : (
          <AllGames type={type} vassalage={vendor?.vassalage} keyword={search} searching={searching} />
        )}
      </section>
    </>
  );
}

/** The type's vendors: "All" and one link per vendor setting `vassalage` (the router marks the current one). */
function VendorBar({ path, vendors }: { path: LobbyPath; vendors: readonly GameCard[] }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  return (
    <nav aria-label={t('games.vendors')} className="vendor-bar">
      <ul className="vendor-bar__list">
        <li>
          <Link to={path} search={{ vassalage: undefined }} activeOptions={{ explicitUndefined: true }} className="vendor-bar__item">
            <span className="vendor-bar__all">{t('games.all_vendors')}</span>
          </Link>
        </li>
        {vendors.map((card) => (
          <li key={`${card.vassalage}-${card.id}`}>
            <Link to={path} search={{ vassalage: card.vassalage }} className="vendor-bar__item">
              <RemoteImage src={card.icon} imageHost={imageHost} width={96} height={48} className="vendor-bar__logo" />
              <span className="vendor-bar__name">{card.displayName}</span>
              {card.isHot === 1 ? <span className="hot-badge">{t('nav.hot')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every game of the type (and vendor, and search), a page at a time as the list scrolls (a long
 * list draws only the rows near the screen: WindowedGameGrid). While a new search is typed
 * (`searching`) or asked, it shows that it is searching, never the rows of the last answer as if
 * they were this one's. Memoized: a key in the search draws the field alone, and this list only
 * in the background render that follows (the search's deferred value).
 */
const AllGames = memo(function AllGames({
  type,
  vassalage,
  keyword,
  searching,
}: {
  type: GameCategory;
  vassalage: string | undefined;
  keyword: string;
  searching: boolean;
}) {
  const { t } = useTranslation();
  const { code } = useSnapshot(language);
  const params = gameListParams(type, vassalage, keyword, code);
  const query = useInfiniteQuery(gameListInfiniteOptions(params));
  const end = useRef<HTMLDivElement>(null);
  const more = () => void query.fetchNextPage();
  useInfiniteScroll(end, { ready: query.hasNextPage && !query.isFetching, onMore: more });

  if (searching || query.isPending) return <LoadingView label={searching || keyword ? t('games.searching') : undefined} />;
  if (query.isError && !query.data) return <ErrorView error={query.error} onRetry={() => void query.refetch()} />;
  const games = query.data?.pages.flatMap((p) => p.value.games) ?? [];
  const total = query.data?.pages[0]?.value.totalCount ?? 0;
  if (games.length === 0) return <EmptyView>{keyword ? t('games.no_match', { keyword }) : t('games.none')}</EmptyView>;
  return (
    <>
      <p className="lobby-count" aria-live="polite">
        {keyword ? t('games.count_matching', { shown: games.length, total, keyword }) : t('games.count', { shown: games.length, total })}
      </p>
      <WindowedGameGrid games={games} label={t('games.list')} />
      <div ref={end} className="lobby-more">
        {query.isFetchingNextPage ? (
          <LoadingView label={t('games.loading_more')} />
        ) : query.isFetchNextPageError ? (
          <ErrorView error={query.error} onRetry={more} />
        ) : query.hasNextPage ? (
          <button type="button" className="button" onClick={more}>
            {t('games.load_more')}
          </button>
        ) : null}
      </div>
    </>
  );
});

const ofType = (type: GameCategory, vassalage: string | undefined) => (g: GameRow) => g.gameType === type && (!vassalage || g.vassalage === vassalage);

function FavoriteGames({ type, vassalage }: { type: GameCategory; vassalage: string | undefined }) {
  const { t } = useTranslation();
  const query = useGetFavoriteGamesList({ gameType: type, platform: 'html5-desktop', pageNo: 1, pageSize: 100 });
  return (
    <QueryView query={query} isEmpty={(d) => !d.value.games.some(ofType(type, vassalage))} empty={t('games.no_favorites')}>
      {(data) => <GameGrid games={data.value.games.filter(ofType(type, vassalage))} label={t('games.view_favorites')} />}
    </QueryView>
  );
}

function RecentGames({ type, vassalage }: { type: GameCategory; vassalage: string | undefined }) {
  const { t } = useTranslation();
  const query = useGetRecentGames({ platform: 'html5-desktop', size: 50 });
  return (
    <QueryView query={query} isEmpty={(d) => !d.value.list.some(ofType(type, vassalage))} empty={t('games.no_recent')}>
      {(data) => <GameGrid games={data.value.list.filter(ofType(type, vassalage))} label={t('games.view_recent')} />}
    </QueryView>
  );
}

/**
 * Visitors: the game list needs a session, so they see the type's hot games (a public call) and
 * a way to log in for the rest.
 */
function VisitorGames({ type, vassalage }: { type: GameCategory; vassalage: string | undefined }) {
  const { t } = useTranslation();
  const query = useHotGames();
  const hot = query.data?.value.list.filter(ofType(type, vassalage)) ?? [];
  return (
    <div className="lobby-visitor">
      <div className="lobby-visitor__prompt">
        <p>{t('games.login_for_all')}</p>
        <button type="button" className="button button--primary" onClick={requestLogin}>
          {t('auth.login')}
        </button>
      </div>
      {query.isPending ? (
        <LoadingView />
      ) : query.isError ? (
        <ErrorView error={query.error} onRetry={() => void query.refetch()} />
      ) : hot.length > 0 ? (
        <>
          <h2 className="lobby-heading">{t('home.hot_games')}</h2>
          <GameGrid games={hot} label={t('home.hot_games')} />
        </>
      ) : null}
    </div>
  );
}

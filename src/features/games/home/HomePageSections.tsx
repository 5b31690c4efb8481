/**
 * The home page below the first view (HomePage renders it after the first paint, from this chunk of its own):
 * the jackpot, the game categories, the hot games and the winners.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useHotGames, useVendorsByCategory } from '../../../api/content';
import { winnerBoardOptions } from '../../../api/home';
import type { GameCategory } from '../../../generated/relay/model';
import { moneyFormat } from '../../../lib/format';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { QueryView } from '../../../ui/StatusView';
import { GameGrid } from '../GameGrid';
import JackpotTicker from '../jackpot/JackpotTicker';
import { LOBBY_LINKS } from '../launch-route';

export default function HomePageSections() {
  return (
    <>
      <JackpotTicker />
      <GameCategories />
      <div className="home__columns">
        <HotGames />
        <Winners />
      </div>
    </>
  );
}

const HOME_CATEGORIES: readonly GameCategory[] = ['LOTT', 'LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ELOTT', 'ESPORTS'];

function GameCategories() {
  const { t } = useTranslation();
  const { query, byCategory } = useVendorsByCategory();
  const categories = HOME_CATEGORIES.filter((c) => byCategory.has(c));
  return (
    <section className="panel" aria-labelledby="categories-title">
      <h2 id="categories-title" className="panel__title">
        {t('home.categories')}
      </h2>
      <QueryView query={query} isEmpty={() => categories.length === 0} empty={t('games.no_vendors')}>
        {() => (
          <ul className="categories">
            {categories.map((c) => {
              const vendors = byCategory.get(c) ?? [];
              return (
                <li key={c}>
                  <Link {...LOBBY_LINKS[c]} className={`category-card category-card--${c.toLowerCase()}`}>
                    <span className="category-card__name">{t(`nav.category.${c}`)}</span>
                    <span className="category-card__vendors">{t('home.vendor_count', { n: vendors.length })}</span>
                    <span className="category-card__list">
                      {vendors
                        .slice(0, 4)
                        .map((v) => v.displayName)
                        .join(' · ')}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const query = useHotGames();
  return (
    <section className="panel" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className="panel__title">
        {t('home.hot_games')}
      </h2>
      <QueryView query={query} defer isEmpty={(d) => d.value.list.length === 0} empty={t('home.hot_games_empty')}>
        {(data) => <GameGrid games={data.value.list.slice(0, 18)} label={t('home.hot_games')} compact />}
      </QueryView>
    </section>
  );
}

function Winners() {
  const { t, i18n } = useTranslation();
  const query = useQuery(winnerBoardOptions());
  const money = moneyFormat(i18n.language, 0);
  return (
    <section className="panel" aria-labelledby="winners-title">
      <h2 id="winners-title" className="panel__title">
        {t('home.winners')}
      </h2>
      <QueryView query={query} defer isEmpty={(d) => d.value.list.length === 0} empty={t('home.winners_empty')}>
        {(data) => (
          <ol className="winners">
            {data.value.list.map(({ vo }) => (
              <RowBoundary key={`${vo.username}-${vo.time}-${vo.winAmount}`} row={vo} as="li">
                {() => (
                  <li>
                    <span className="winners__user">{vo.username}</span>
                    <span className="winners__game">{vo.gameName}</span>
                    <span className="winners__amount">{t('home.won', { amount: money.format(vo.winAmount) })}</span>
                  </li>
                )}
              </RowBoundary>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

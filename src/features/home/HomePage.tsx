import { useTranslation } from 'react-i18next';
import { config } from '../../config';
import { useGetHotGames } from '../../generated/relay/endpoints/games/games';
import { useGetListAnnouncements, useGetWinnerBoard } from '../../generated/relay/endpoints/home/home';
import { announcementsParams } from '../../api/site';
import { moneyFormat } from '../../lib/format';
import { safeHttpUrl } from '../../lib/url';
import { openDialog } from '../../state/dialogs';
import { QueryView } from '../../ui/StatusView';
import './home.css';

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="container home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <AnnouncementMarquee />
      <div className="home__columns">
        <HotGames />
        <Winners />
      </div>
    </div>
  );
}

function AnnouncementMarquee() {
  const { t } = useTranslation();
  const query = useGetListAnnouncements(announcementsParams());
  const items = query.data?.value.player ?? [];
  return (
    <section className="marquee" aria-labelledby="marquee-title">
      <h2 id="marquee-title" className="marquee__label">
        {t('home.announcements')}
      </h2>
      {query.isPending ? (
        <span className="marquee__state">{t('common.loading')}</span>
      ) : query.isError ? (
        <span className="marquee__state" role="alert">
          {t('error.unknown')}
        </span>
      ) : items.length === 0 ? (
        <span className="marquee__state">{t('home.announcements_empty')}</span>
      ) : (
        <div className="marquee__track">
          <ul className="marquee__list">
            {items.map((a) => (
              <li key={a.id}>
                <button type="button" className="marquee__item" onClick={() => openDialog('announcements', { kind: 'player' })}>
                  {a.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const query = useGetHotGames({ platform: 'html5-desktop', merchant: config.merchant });
  return (
    <section className="panel" aria-labelledby="hot-games-title">
      <h2 id="hot-games-title" className="panel__title">
        {t('home.hot_games')}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('home.hot_games_empty')}>
        {(data) => (
          <ul className="game-grid">
            {data.value.list.map((game) => {
              const icon = safeHttpUrl(game.icon);
              return (
                <li key={game.nodeId} className="game-card">
                  {icon ? <img src={icon} alt="" loading="lazy" width={150} height={150} /> : <span className="game-card__placeholder" aria-hidden="true" />}
                  <span className="game-card__name">{game.gameName}</span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Winners() {
  const { t, i18n } = useTranslation();
  const query = useGetWinnerBoard();
  const money = moneyFormat(i18n.language, 0);
  return (
    <section className="panel" aria-labelledby="winners-title">
      <h2 id="winners-title" className="panel__title">
        {t('home.winners')}
      </h2>
      <QueryView query={query} isEmpty={(d) => d.value.list.length === 0} empty={t('home.winners_empty')}>
        {(data) => (
          <ol className="winners">
            {data.value.list.map(({ vo }) => (
              <li key={`${vo.username}-${vo.time}-${vo.winAmount}`}>
                <span className="winners__user">{vo.username}</span>
                <span className="winners__game">{vo.gameName}</span>
                <span className="winners__amount">{t('home.won', { amount: money.format(vo.winAmount) })}</span>
              </li>
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}

import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../../api/content';
import { useLocalePart } from '../../../i18n/parts';
import { AreaLayout } from '../../../ui/AreaLayout';
import { PanelBoundary, QueryView } from '../../../ui/StatusView';
import JackpotTicker from '../jackpot/JackpotTicker';
import { MiniGamesSection } from '../MiniGames';
import { VendorCards } from '../VendorCards';
import { MatchBoard } from './MatchBoard';
import '../../../ui/form/form.css';
import './sports.css';

/**
 * /sports: sports and e-sports (`tab=esports`, e-sports split from sports by vassalage), each with
 * the jackpot, the match board (in play and today, by vendor, sport and league), the sportsbooks'
 * cards and the mini games.
 */
export default function SportsPage() {
  useLocalePart('sports');
  const { t } = useTranslation();
  const search = useSearch({ from: '/sports' });
  const category = search.tab === 'esports' ? 'ESPORTS' : 'SPORTS';
  const { query, byCategory } = useVendorsByCategory();
  const cards = byCategory.get(category) ?? [];
  const hasEsports = byCategory.has('ESPORTS');
  return (
    <AreaLayout title={t('area.sports.title')} intro={t('area.sports.intro')}>
      {hasEsports || search.tab === 'esports' ? (
        <nav aria-label={t('games.sports_tabs')} className="chips">
          <Link to="/sports" search={{ tab: undefined }} activeOptions={{ explicitUndefined: true }} className="chips__chip chips__link">
            {t('nav.category.SPORTS')}
          </Link>
          <Link to="/sports" search={{ tab: 'esports' }} className="chips__chip chips__link">
            {t('nav.category.ESPORTS')}
          </Link>
        </nav>
      ) : null}
      {/* The board fails alone: one the site cannot draw leaves the rest of the page. */}
      <JackpotTicker />
      <PanelBoundary resetKey={category}>
        <MatchBoard key={category} gameType={category} vendors={cards} search={search} />
      </PanelBoundary>
      <section className="sports-section" aria-labelledby="sportsbooks-title">
        <h2 id="sportsbooks-title" className="sports-section__title">
          {t(category === 'ESPORTS' ? 'sports.books_esports' : 'sports.books_sports')}
        </h2>
        <QueryView query={query} isEmpty={() => cards.length === 0} empty={t('games.no_vendors')}>
          {() => <VendorCards cards={cards} label={t('nav.vendors_of', { category: t(`nav.category.${category}`) })} />}
        </QueryView>
      </section>
      <MiniGamesSection />
    </AreaLayout>
  );
}

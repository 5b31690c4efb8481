import { Link, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../../api/content';
import { AreaLayout } from '../../../ui/AreaLayout';
import { QueryView } from '../../../ui/StatusView';
import { VendorCards } from '../VendorCards';

/** /sports: the sportsbooks, and the e-sports tab (`tab=esports`), e-sports split from sports by vassalage. */
export default function SportsPage() {
  const { t } = useTranslation();
  const { tab } = useSearch({ from: '/sports' });
  const category = tab === 'esports' ? 'ESPORTS' : 'SPORTS';
  const { query, byCategory } = useVendorsByCategory();
  const cards = byCategory.get(category) ?? [];
  const hasEsports = byCategory.has('ESPORTS');
  return (
    <AreaLayout title={t('area.sports.title')} intro={t('area.sports.intro')}>
      {hasEsports || tab === 'esports' ? (
        <nav aria-label={t('games.sports_tabs')} className="chips">
          <Link to="/sports" search={{ tab: undefined }} activeOptions={{ explicitUndefined: true }} className="chips__chip chips__link">
            {t('nav.category.SPORTS')}
          </Link>
          <Link to="/sports" search={{ tab: 'esports' }} className="chips__chip chips__link">
            {t('nav.category.ESPORTS')}
          </Link>
        </nav>
      ) : null}
      <QueryView query={query} isEmpty={() => cards.length === 0} empty={t('games.no_vendors')}>
        {() => <VendorCards cards={cards} label={t('nav.vendors_of', { category: t(`nav.category.${category}`) })} />}
      </QueryView>
    </AreaLayout>
  );
}

import { useTranslation } from 'react-i18next';
import { useVendorsByCategory } from '../../../api/content';
import type { LotteryMenuGroup } from '../../../generated/lgw/model';
import { AreaLayout } from '../../../ui/AreaLayout';
import { QueryView } from '../../../ui/StatusView';
import { VendorCards } from '../VendorCards';
import { LotteryGroups, useLotteryMenus, useVnMenus } from './LotteryMenu';
import './lottery.css';
import { useLocalePart } from '../../../i18n/parts';

/** /elott: the e-lottery vendors and games, and the Vietnamese lottery with its weekday selector. */
export default function ElottPage() {
  // The lottery texts are a locale part (locales/lottery/).
  useLocalePart('lottery');
  const { t } = useTranslation();
  const { byCategory } = useVendorsByCategory();
  const vendors = byCategory.get('ELOTT') ?? [];
  const elott = useLotteryMenus('ELOTT');
  const vn = useVnMenus();
  return (
    <AreaLayout title={t('area.elott.title')} intro={t('area.elott.intro')}>
      {vendors.length > 0 ? <VendorCards cards={vendors} label={t('nav.vendors_of', { category: t('nav.category.ELOTT') })} /> : null}
      <section className="panel" aria-labelledby="elott-games">
        <h2 id="elott-games" className="panel__title">
          {t('lottery.elott_games')}
        </h2>
        <QueryView query={elott} isEmpty={(d: LotteryMenuGroup[]) => d.length === 0} empty={t('lottery.none')}>
          {(groups) => <LotteryGroups groups={groups} />}
        </QueryView>
      </section>
      <section className="panel" aria-labelledby="elott-vn">
        <h2 id="elott-vn" className="panel__title">
          {t('area.vnlottery.title')}
        </h2>
        <QueryView query={vn} isEmpty={(d) => d.value.length === 0} empty={t('lottery.none')}>
          {(data) => <LotteryGroups groups={data.value} />}
        </QueryView>
      </section>
    </AreaLayout>
  );
}

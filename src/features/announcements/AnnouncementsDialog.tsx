import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { announcementsOptions } from '../../api/home';
import { useImageHost } from '../../api/site';
import type { AnnouncementLists, Banner } from '../../generated/relay/model';
import { type AnnouncementKind, closeDialog, dialogs } from '../../state/dialogs';
import { RemoteImage } from '../../ui/RemoteImage';
import { QueryView } from '../../ui/StatusView';
import { Tabs, tabIds } from '../../ui/Tabs';
import { AnnouncementList, PromotionLink } from './AnnouncementList';
import './announcements.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

const KINDS: readonly AnnouncementKind[] = ['player', 'banners', 'popup', 'promotion'];
/** Following a promotion link leaves the dialog. */
const leave = () => closeDialog('announcements');

/** The announcements dialog (spec section 2): kinds player, banners, pop-up and promotion. */
export default function AnnouncementsDialog() {
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.announcements;
  const [kind, setKind] = useState<AnnouncementKind>(params?.kind ?? 'player');
  const query = useQuery(announcementsOptions());
  const count = (lists: AnnouncementLists, k: AnnouncementKind) => lists[k]?.length ?? 0;
  return (
    <div className="announcements">
      <Tabs idBase="ann" label={t('announcements.kinds')} tabs={KINDS} current={kind} onChange={setKind}>
        {(k) => (
          <>
            {t(`announcements.kind_${k}`)}
            {query.data ? <span className="tab-count">{count(query.data.value, k)}</span> : null}
          </>
        )}
      </Tabs>
      <div id={tabIds('ann', kind).panel} role="tabpanel" aria-labelledby={tabIds('ann', kind).tab} className="announcements__panel">
        <QueryView query={query} isEmpty={(d) => count(d.value, kind) === 0} empty={t('announcements.empty')}>
          {(data) =>
            kind === 'banners' ? (
              <BannerList banners={data.value.banners ?? []} />
            ) : (
              <AnnouncementList key={kind} items={data.value[kind] ?? []} onLeave={leave} />
            )
          }
        </QueryView>
      </div>
    </div>
  );
}

function BannerList({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  return (
    <ul className="banner-list">
      {banners.map((b) => (
        <RowBoundary key={b.bannerId} row={b} as="li">
          {() => (
            <li>
              <PromotionLink linkageType={b.linkageType} linkage={b.linkage} label={t('area.promoDetail.title')} onLeave={leave}>
                <RemoteImage
                  src={b.url}
                  imageHost={imageHost}
                  alt={b.title}
                  width={800}
                  height={240}
                  fallback={<span className="banner-list__title">{b.title}</span>}
                />
              </PromotionLink>
            </li>
          )}
        </RowBoundary>
      ))}
    </ul>
  );
}

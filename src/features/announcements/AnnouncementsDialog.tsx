import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { announcementsParams, useImageHost } from '../../api/site';
import { useGetListAnnouncements } from '../../generated/relay/endpoints/home/home';
import type { Announcement, AnnouncementLists, Banner } from '../../generated/relay/model';
import { type AnnouncementKind, closeDialog, dialogs } from '../../state/dialogs';
import { Pagination } from '../../ui/Pagination';
import { RemoteImage } from '../../ui/RemoteImage';
import { SafeHtml } from '../../ui/SafeHtml';
import { EmptyView, QueryView } from '../../ui/StatusView';
import { tabIds, Tabs } from '../../ui/Tabs';
import { promotionId } from '../../lib/promotion-search';
import { ANNOUNCEMENTS_PER_PAGE, announcementNumber, announcementTime } from './format';
import './announcements.css';

const KINDS: readonly AnnouncementKind[] = ['player', 'banners', 'popup', 'promotion'];
/** Following a promotion link leaves the dialog. */
const leave = () => closeDialog('announcements');

/** The announcements dialog (spec section 2): kinds player, banners, pop-up and promotion. */
export default function AnnouncementsDialog() {
  const { t } = useTranslation();
  const params = useSnapshot(dialogs).params.announcements;
  const [kind, setKind] = useState<AnnouncementKind>(params?.kind ?? 'player');
  const query = useGetListAnnouncements(announcementsParams());
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
          {(data) => (kind === 'banners' ? <BannerList banners={data.value.banners ?? []} /> : <AnnouncementList key={kind} items={data.value[kind] ?? []} onLeave={leave} />)}
        </QueryView>
      </div>
    </div>
  );
}

/**
 * Numbered, paged announcements that open in place (the dialog's tabs, and the agent centre's
 * Announcement, given it by the app: src/app/shell/AgentCentreDialog.tsx); `onLeave` closes what
 * they are read in when a promotion link is followed.
 */
export function AnnouncementList({ items, onLeave }: { items: readonly Announcement[]; onLeave: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / ANNOUNCEMENTS_PER_PAGE));
  const shown = items.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE);
  if (items.length === 0) return <EmptyView>{t('announcements.empty')}</EmptyView>;
  return (
    <>
      <ol className="announcement-list">
        {shown.map((item, index) => (
          <li key={item.id}>
            <details open={shown.length === 1}>
              <summary>
                <span className="announcement-list__number">{announcementNumber(page, index)}</span>
                <span className="announcement-list__title">{item.title}</span>
                <time className="announcement-list__time" dateTime={new Date(item.timestamp).toISOString()}>
                  {announcementTime(item.timestamp)}
                </time>
              </summary>
              <SafeHtml html={item.content} className="rich-text announcement-list__content" />
              <PromotionLink linkageType={item.linkageType} linkage={item.linkage} label={t('area.promoDetail.title')} onLeave={onLeave} />
            </details>
          </li>
        ))}
      </ol>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('announcements.pages')} />
    </>
  );
}

/** Linkage type P: the promotion it announces opens (/promoDetail), closing what it is read in (`onLeave`). */
function PromotionLink({ linkageType, linkage, label, onLeave, children }: { linkageType?: string | undefined; linkage?: string | undefined; label: string; onLeave: () => void; children?: React.ReactNode }) {
  const id = linkageType === 'P' ? promotionId(linkage) : undefined;
  if (id === undefined) return children ?? null;
  return (
    <Link to="/promoDetail" search={{ id }} className={children ? 'banner-list__link' : 'button button--small announcement-list__link'} onClick={onLeave}>
      {children ?? label}
    </Link>
  );
}

function BannerList({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const imageHost = useImageHost();
  return (
    <ul className="banner-list">
      {banners.map((b) => (
        <li key={b.bannerId}>
          <PromotionLink linkageType={b.linkageType} linkage={b.linkage} label={t('area.promoDetail.title')} onLeave={leave}>
            <RemoteImage src={b.url} imageHost={imageHost} alt={b.title} width={800} height={240} fallback={<span className="banner-list__title">{b.title}</span>} />
          </PromotionLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Numbered, paged announcements that open in place (the announcements dialog's tabs, and the
 * agent centre's Announcement item, given it by the app: src/app/shell/DialogHost.tsx); `onLeave`
 * closes what they are read in when a promotion link is followed. Its own module, so the agent
 * centre loads it without the announcements dialog.
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../generated/relay/model';
import { isoTime } from '../../lib/dates';
import { promotionId } from '../../lib/promotion-search';
import { Pagination } from '../../ui/Pagination';
import { SafeHtml } from '../../ui/SafeHtml';
import { EmptyView } from '../../ui/StatusView';
import { ANNOUNCEMENTS_PER_PAGE, announcementNumber, announcementTime } from './format';
import './announcements.css';
import { RowBoundary } from '../../ui/ErrorBoundary';

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
          <RowBoundary key={item.id} row={item} as="li">
            {() => (
              <li>
                <details open={shown.length === 1}>
                  <summary>
                    <span className="announcement-list__number">{announcementNumber(page, index)}</span>
                    <span className="announcement-list__title">{item.title}</span>
                    <time className="announcement-list__time" dateTime={isoTime(item.timestamp)}>
                      {announcementTime(item.timestamp)}
                    </time>
                  </summary>
                  <SafeHtml html={item.content} className="rich-text announcement-list__content" />
                  <PromotionLink linkageType={item.linkageType} linkage={item.linkage} label={t('area.promoDetail.title')} onLeave={onLeave} />
                </details>
              </li>
            )}
          </RowBoundary>
        ))}
      </ol>
      <Pagination page={page} pageCount={pageCount} onPage={setPage} label={t('announcements.pages')} />
    </>
  );
}

/** Linkage type P: the promotion it announces opens (/promoDetail), closing what it is read in (`onLeave`). */
export function PromotionLink({
  linkageType,
  linkage,
  label,
  onLeave,
  children,
}: {
  linkageType?: string | undefined;
  linkage?: string | undefined;
  label: string;
  onLeave: () => void;
  children?: React.ReactNode;
}) {
  const id = linkageType === 'P' ? promotionId(linkage) : undefined;
  if (id === undefined) return children ?? null;
  return (
    <Link to="/promoDetail" search={{ id }} className={children ? 'banner-list__link' : 'button button--small announcement-list__link'} onClick={onLeave}>
      {children ?? label}
    </Link>
  );
}

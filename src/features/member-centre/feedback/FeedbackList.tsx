import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFeedbackList } from '../../../generated/wps/endpoints/feedback/feedback';
import type { Feedback, FeedbackStatus } from '../../../generated/wps/model';
import { useLocalePart } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { isoTime } from '../../../lib/dates';
import { Dialog } from '../../../ui/dialog/Dialog';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { FormSuccess } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { RemoteImage } from '../../../ui/RemoteImage';
import { EmptyView, QueryView } from '../../../ui/StatusView';

const FILTERS = ['ALL', 'PENDING', 'REPLIED', 'CLOSED'] as const;
type Filter = (typeof FILTERS)[number];
export const FEEDBACK_PAGE_SIZE = 5;

export const STATUS_BADGE: Record<FeedbackStatus, string> = { PENDING: 'status-badge--wait', REPLIED: 'status-badge--ok', CLOSED: 'status-badge--bad' };

/** My feedback: by status, newest first, each with its images and the conversation. */
export function FeedbackList({ justSent, onWrite }: { justSent: boolean; onWrite: () => void }) {
  useLocalePart('feedback');
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('ALL');
  const [page, setPage] = useState(1);
  const [image, setImage] = useState<{ url: string; n: number } | null>(null);
  const params = { ...(filter === 'ALL' ? {} : { status: filter }), pageNo: page, pageSize: FEEDBACK_PAGE_SIZE };
  const query = useGetFeedbackList(params, { query: { staleTime: 0, placeholderData: (previous) => previous } });

  return (
    <div className="feedback-list">
      <FormSuccess>{justSent ? t('feedback.sent') : null}</FormSuccess>
      <fieldset className="chips">
        <legend className="visually-hidden">{t('feedback.status_filter')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className="chips__chip"
            aria-pressed={filter === f}
            onClick={() => {
              setFilter(f);
              setPage(1);
            }}
          >
            {t(`feedback.status.${f}`)}
          </button>
        ))}
      </fieldset>
      <QueryView
        query={query}
        isEmpty={(d) => d.value.list.length === 0}
        empty={
          filter === 'ALL' ? (
            <span className="feedback-list__empty">
              <span>{t('feedback.empty')}</span>
              <button type="button" className="button button--small" onClick={onWrite}>
                {t('feedback.write_first')}
              </button>
            </span>
          ) : (
            t('feedback.empty_status')
          )
        }
      >
        {({ value }) => (
          <>
            <ul className="feedback-list__items" aria-busy={query.isPlaceholderData ? true : undefined}>
              {value.list.map((f) => (
                <RowBoundary key={f.feedbackId} row={f} as="li">
                  {() => (
                    <li>
                      <FeedbackCard feedback={f} onImage={(url, n) => setImage({ url, n })} />
                    </li>
                  )}
                </RowBoundary>
              ))}
            </ul>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('feedback.pages')} />
          </>
        )}
      </QueryView>
      <Dialog
        open={image !== null}
        onClose={() => setImage(null)}
        title={image ? t('feedback.image_title', { n: image.n }) : ''}
        closeLabel={t('common.close')}
        size="lg"
      >
        {image ? (
          <div className="feedback-lightbox">
            <RemoteImage
              src={image.url}
              alt={t('feedback.image_title', { n: image.n })}
              fallback={<EmptyView>{t('feedback.image_title', { n: image.n })}</EmptyView>}
            />
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}

function FeedbackCard({ feedback: f, onImage }: { feedback: Feedback; onImage: (url: string, n: number) => void }) {
  const { t } = useTranslation();
  const when = useDates().moment;
  const headingId = `feedback-${f.feedbackId}`;
  return (
    <article className="feedback-card" aria-labelledby={headingId}>
      <header className="feedback-card__head">
        <h4 id={headingId} className="feedback-card__type">
          {t(`feedback.type.${f.questionType}`)}
        </h4>
        <span className={`status-badge ${STATUS_BADGE[f.status]}`}>{t(`feedback.status.${f.status}`)}</span>
        <time className="feedback-card__time" dateTime={isoTime(f.createdAt)}>
          {t('feedback.sent_at', { time: when.format(f.createdAt) })}
        </time>
      </header>
      <p className="feedback-card__content">{f.content}</p>
      {f.remark ? <p className="feedback-card__remark">{t('feedback.your_remark', { remark: f.remark })}</p> : null}
      {f.images.length > 0 ? (
        <ul className="feedback-card__images" aria-label={t('feedback.images_sent')}>
          {f.images.map((url, i) => (
            <li key={url}>
              <button type="button" className="feedback-card__thumb" onClick={() => onImage(url, i + 1)} aria-label={t('feedback.open_image', { n: i + 1 })}>
                <RemoteImage src={url} alt="" width={96} height={72} fallback={<span className="feedback-card__thumb-fallback">{i + 1}</span>} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <section className="feedback-card__conversation" aria-label={t('feedback.conversation')}>
        {f.replies.length === 0 ? (
          <p className="muted">{t('feedback.waiting')}</p>
        ) : (
          <ol className="feedback-bubbles">
            {f.replies.map((r) => {
              const mine = r.author === 'MEMBER';
              return (
                <li key={r.replyId} className={`feedback-bubble feedback-bubble--${mine ? 'member' : 'operator'}`}>
                  <p className="feedback-bubble__who">
                    {t('feedback.said', { name: mine ? t('feedback.you') : r.authorName || t('feedback.operator'), time: when.format(r.time) })}
                  </p>
                  <p className="feedback-bubble__text">{r.content}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </article>
  );
}

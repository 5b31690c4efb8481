import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteInbox, useGetInbox, useMarkInboxRead } from '../../../generated/relay/endpoints/inbox/inbox';
import type { InboxMessage } from '../../../generated/relay/model';
import { useDates } from '../../../i18n/useDates';
import { errorMessage } from '../../../lib/errors';
import { FormError } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { SafeHtml } from '../../../ui/SafeHtml';
import { QueryView } from '../../../ui/StatusView';
import './records.css';
import { useLocalePart } from '../../../i18n/parts';
import { RowBoundary } from '../../../ui/ErrorBoundary';

const PAGE_SIZE = 10;

/** The inbox's reads: the list and the unread count (the header and the menu badge). */
const INBOX_READS = ['CSP_getInbox', 'CSP_unreadCount'];

/**
 * Platform information (messageV2): the inbox. A message opens to be read (the operator's HTML,
 * sanitised) and is marked read then; messages can be deleted, or all marked read; the unread
 * count in the header and on the menu falls as they are read.
 */
export default function InboxPanel() {
  useLocalePart('records');
  const { t } = useTranslation();
  const when = useDates().moment;
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [onlyUnread, setOnlyUnread] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useGetInbox(
    { ...(onlyUnread ? { read: 'N' as const } : {}), pageNo: page, pageSize: PAGE_SIZE },
    { query: { staleTime: 0, placeholderData: (previous) => previous } },
  );
  const markRead = useMarkInboxRead();
  const remove = useDeleteInbox();
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => INBOX_READS.some((path) => String(q.queryKey[0]).includes(path)) });
  const act = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };
  const read = (m: InboxMessage) => {
    setOpen(open === m.inboxId ? null : m.inboxId);
    if (!m.read) void act(() => markRead.mutateAsync({ data: { ids: [m.inboxId] } }));
  };

  return (
    <div className="records-panel">
      <h3>{t('memberCentre.item.messageV2')}</h3>
      <div className="form-row">
        <fieldset className="chips">
          <legend className="visually-hidden">{t('inbox.show')}</legend>
          {[false, true].map((unread) => (
            <button
              key={String(unread)}
              type="button"
              className="chips__chip"
              aria-pressed={onlyUnread === unread}
              onClick={() => {
                setOnlyUnread(unread);
                setPage(1);
              }}
            >
              {t(unread ? 'inbox.unread' : 'inbox.all')}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button"
          disabled={markRead.isPending || !inbox.data?.value.unreadCount}
          onClick={() => void act(() => markRead.mutateAsync({ data: { all: true } }))}
        >
          {t('inbox.mark_all_read')}
        </button>
      </div>
      <FormError>{failure}</FormError>
      <QueryView query={inbox} isEmpty={(d) => d.value.list.length === 0} empty={t('inbox.empty')}>
        {({ value }) => (
          <>
            <p className="muted" aria-live="polite">
              {t('inbox.unread_count', { count: value.unreadCount })}
            </p>
            <ul className="inbox-list" aria-label={t('memberCentre.item.messageV2')}>
              {value.list.map((m) => (
                <RowBoundary key={m.inboxId} row={m} as="li">
                  {() => (
                    <li className={m.read ? 'inbox-item' : 'inbox-item inbox-item--unread'}>
                      <div className="inbox-item__head">
                        <button type="button" className="inbox-item__subject" aria-expanded={open === m.inboxId} onClick={() => read(m)}>
                          {m.read ? null : <span className="visually-hidden">{t('inbox.unread_mark')}</span>}
                          {m.subject}
                        </button>
                        <span className="inbox-item__meta">
                          {m.senderName} · {when.format(m.sendTime)}
                        </span>
                        <button
                          type="button"
                          className="link-button"
                          disabled={remove.isPending}
                          aria-label={t('inbox.delete_named', { subject: m.subject })}
                          onClick={() => void act(() => remove.mutateAsync({ params: { inboxIds: m.inboxId } }))}
                        >
                          {t('inbox.delete')}
                        </button>
                      </div>
                      {open === m.inboxId ? <SafeHtml html={m.contentHtml} className="rich-text inbox-item__body" /> : null}
                    </li>
                  )}
                </RowBoundary>
              ))}
            </ul>
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('memberCentre.item.messageV2')} />
          </>
        )}
      </QueryView>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../api/money';
import { useGetSubordinates } from '../../../generated/relay/endpoints/agent/agent';
import type { GetSubordinatesParams, Subordinate } from '../../../generated/relay/model';
import { useLocaleParts } from '../../../i18n/parts';
import { useDates } from '../../../i18n/useDates';
import { Dialog } from '../../../ui/dialog/Dialog';
import { RowBoundary } from '../../../ui/ErrorBoundary';
import { SelectField, TextField } from '../../../ui/form/Field';
import { Pagination } from '../../../ui/Pagination';
import { QueryView } from '../../../ui/StatusView';
import { TableScroll } from '../../../ui/TableScroll';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { FIRST_TEAM_PARAMS } from '../first-replies';
import { memberKind } from '../register/rules';
import { DownlineDetail } from './DownlineDetail';
import { ExclusionBadge } from './ExclusionBadge';
import { ariaSort, crumbsOf, DEFAULT_SORT, nextSort, type Sort, type SortColumn } from './sorting';

const SEARCH_DELAY_MS = 400;

type Filters = { memberType: '' | 'MEMBER' | 'AGENT'; status: '' | 'ACTIVE' | 'FROZEN' };

/**
 * Team management (downlineManagement): the agent's direct downlines, or a sub-agent's, with the
 * levels above as breadcrumbs; a search through the whole team shown; filters; a sortable,
 * paged table; a downline's details (profile, wallets, 30 days, rates, promotion, transfer).
 * `search` opens it on a username (the account just opened).
 */
export default function TeamPanel({ search = '' }: { search?: string | undefined }) {
  // The agent centre's texts, and the money screens' for the transfer form (amounts, withdrawal password).
  useLocaleParts('agent', 'money');
  const { t } = useTranslation();
  const money = useMoney();
  const [parent, setParent] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState(search);
  const [filters, setFilters] = useState<Filters>({ memberType: '', status: '' });
  const [sort, setSort] = useState<Sort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  // The downline whose details show; kept while its dialog fades out.
  const [detail, setDetail] = useState<{ username: string; open: boolean } | null>(null);
  const settledKeyword = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  // A new search, filter or order starts from page 1.
  const [asked, setAsked] = useState(settledKeyword);
  if (asked !== settledKeyword) {
    setAsked(settledKeyword);
    setPage(1);
  }
  // The first page's parameters are those the centre fetches on the intent to open this panel.
  const params: GetSubordinatesParams = {
    ...FIRST_TEAM_PARAMS,
    ...(parent ? { parent } : {}),
    ...(settledKeyword ? { keyword: settledKeyword } : {}),
    ...(filters.memberType ? { memberType: filters.memberType } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    sort: sort.sort,
    order: sort.order,
    pageNo: page,
  };
  const query = useGetSubordinates(params, { query: { staleTime: 0, placeholderData: (previous) => previous } });
  // Busy while the rows shown answer an earlier request (another page, search, filter or order),
  // not while the rows of this one are asked again in the background (at each opening).
  const busy = query.isPlaceholderData || keyword.trim() !== settledKeyword;

  const goTo = (username: string | undefined) => {
    setParent(username);
    setKeyword('');
    setPage(1);
  };
  const filter = (name: keyof Filters) => (e: { target: { value: string } }) => {
    setFilters((f) => ({ ...f, [name]: e.target.value }));
    setPage(1);
  };
  const path = query.data?.value.path ?? [];

  return (
    <div className="agent-panel" aria-busy={busy}>
      <h3>{t('agentCentre.item.downlineManagement')}</h3>
      <section className="agent-filters" aria-label={t('agent.filters')}>
        <div className="agent-filters__row">
          <TextField
            type="search"
            label={t('agent.team.search')}
            placeholder={t('agent.team.search_placeholder')}
            autoComplete="off"
            spellCheck={false}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <SelectField
            label={t('agent.team.column.type')}
            value={filters.memberType}
            onChange={filter('memberType')}
            placeholder={t('agent.all')}
            options={[
              { value: 'MEMBER', label: t('agent.kind.member') },
              { value: 'AGENT', label: t('agent.kind.agent') },
            ]}
          />
          <SelectField
            label={t('agent.team.column.status')}
            value={filters.status}
            onChange={filter('status')}
            placeholder={t('agent.all')}
            options={[
              { value: 'ACTIVE', label: t('agent.status.ACTIVE') },
              { value: 'FROZEN', label: t('agent.status.FROZEN') },
            ]}
          />
        </div>
      </section>
      {path.length > 1 ? (
        <nav className="agent-crumbs" aria-label={t('agent.team.breadcrumbs')}>
          <ol>
            {crumbsOf(path).map((c, i) => (
              <li key={c.username}>
                {c.current ? (
                  <span aria-current="page">{i === 0 ? t('agent.team.me') : c.username}</span>
                ) : (
                  <button type="button" className="link-button" onClick={() => goTo(c.parent)}>
                    {i === 0 ? t('agent.team.me') : c.username}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <QueryView
        query={query}
        isEmpty={(d) => d.value.list.length === 0}
        empty={settledKeyword || filters.memberType || filters.status ? t('agent.team.none_found') : t('agent.team.empty')}
      >
        {({ value }) => (
          <>
            <p className="agent-muted" aria-live="polite">
              {t(settledKeyword ? 'agent.team.found' : 'agent.team.count', {
                count: value.totals?.count ?? value.totalCount,
                balance: money(value.totals?.balance ?? 0),
              })}
            </p>
            <TeamTable
              rows={value.list}
              sort={sort}
              onSort={(column) => {
                setSort(nextSort(sort, column));
                setPage(1);
              }}
              onOpenTeam={goTo}
              onDetails={(username) => setDetail({ username, open: true })}
            />
            <Pagination page={value.pageNo} pageCount={value.totalPages} onPage={setPage} label={t('agent.team.pages')} />
          </>
        )}
      </QueryView>
      <Dialog
        open={detail?.open ?? false}
        onClose={() => setDetail((d) => d && { ...d, open: false })}
        title={t('agent.detail.title', { username: detail?.username ?? '' })}
        size="lg"
        closeLabel={t('common.close')}
      >
        {detail ? (
          <DownlineDetail
            key={detail.username}
            username={detail.username}
            onOpenTeam={(username) => {
              setDetail((d) => d && { ...d, open: false });
              goTo(username);
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

const COLUMNS: readonly { id: string; sort?: SortColumn; num?: boolean }[] = [
  { id: 'username', sort: 'username' },
  { id: 'level', num: true },
  { id: 'type' },
  { id: 'balance', sort: 'balance', num: true },
  { id: 'teamSize', sort: 'teamSize', num: true },
  { id: 'regTime', sort: 'regTime' },
  { id: 'lastLoginTime', sort: 'lastLoginTime' },
  { id: 'status' },
];

function TeamTable({
  rows,
  sort,
  onSort,
  onOpenTeam,
  onDetails,
}: {
  rows: readonly Subordinate[];
  sort: Sort;
  onSort: (column: SortColumn) => void;
  onOpenTeam: (username: string) => void;
  onDetails: (username: string) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const when = useDates().moment;
  return (
    <TableScroll>
      <table className="data-table agent-table">
        <caption className="visually-hidden">{t('agentCentre.item.downlineManagement')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c.id} scope="col" className={c.num ? 'num' : undefined} aria-sort={c.sort ? ariaSort(sort, c.sort) : undefined}>
                {c.sort ? (
                  <button type="button" className="agent-sort" onClick={() => onSort(c.sort!)}>
                    {t(`agent.team.column.${c.id}`)}
                    <span aria-hidden="true" className="agent-sort__mark">
                      {sort.sort === c.sort ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ) : (
                  t(`agent.team.column.${c.id}`)
                )}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('agent.team.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <RowBoundary key={row.customerId} row={row} as="tr" cells={COLUMNS.length + 1}>
              {() => (
                <tr>
                  <td>
                    {memberKind(row.type) === 'agent' && row.teamSize > 0 ? (
                      <button
                        type="button"
                        className="link-button agent-table__name"
                        onClick={() => onOpenTeam(row.username)}
                        aria-label={t('agent.team.open_team', { username: row.username })}
                      >
                        {row.username}
                      </button>
                    ) : (
                      <span className="agent-table__name">{row.username}</span>
                    )}
                    {row.nickname && row.nickname !== row.username ? <span className="agent-table__nick">{row.nickname}</span> : null}
                  </td>
                  <td className="num">{row.level}</td>
                  <td>{t(`agent.kind.${memberKind(row.type)}`)}</td>
                  <td className="num">{money(row.balance)}</td>
                  <td className="num">{row.teamSize}</td>
                  <td>{when.format(row.regTime)}</td>
                  <td>{row.lastLoginTime ? when.format(row.lastLoginTime) : t('agent.team.never')}</td>
                  <td>
                    <span className={`status-badge status-badge--${row.status === 'ACTIVE' ? 'ok' : 'bad'}`}>{t(`agent.status.${row.status}`)}</span>
                    <ExclusionBadge exclusion={row.exclusion} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      onClick={() => onDetails(row.username)}
                      aria-label={t('agent.team.details_of', { username: row.username })}
                    >
                      {t('agent.team.details')}
                    </button>
                  </td>
                </tr>
              )}
            </RowBoundary>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

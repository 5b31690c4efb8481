import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { announcementsOptions } from '../../api/home';
import { useGetContractDividendInfo } from '../../generated/relay/endpoints/contract/contract';
import type { Announcement as AnnouncementItem, ContractKind } from '../../generated/relay/model';
import { useGetConsolidatedFunds } from '../../generated/wps/endpoints/member/member';
import type { ConsolidatedFunds } from '../../generated/wps/model';
import { i18n } from '../../i18n';
import { loadLocaleParts, useLocalePart, useLocaleParts } from '../../i18n/parts';
import { useDates } from '../../i18n/useDates';
import { dates } from '../../lib/dates';
import { closeDialog, dialogs } from '../../state/dialogs';
import { access } from '../../state/roles';
import { session } from '../../state/session';
import { intentProps, lazyComponent } from '../../ui/lazy';
import { SideMenuLayout } from '../../ui/SideMenuLayout';
import { LoadingView, NoticeView, QueryView } from '../../ui/StatusView';
import { waitingKinds } from './contracts/flags';
import { prefetchFirstReplies } from './first-replies';
import { AGENT_CENTRE_ITEMS, type AgentCentreItem, type OpenItem } from './items';
import './agent.css';

// Every panel is its own chunk, loaded when it is first opened or about to be.
const OverviewPanel = lazyComponent('agent-overview', () => import('./overview/OverviewPanel'));
const RegisterCentrePanel = lazyComponent('agent-registerCentre', () => import('./register/RegisterCentrePanel'));
const TeamPanel = lazyComponent('agent-team', () => import('./team/TeamPanel'));
const TeamBettingPanel = lazyComponent('agent-teamBetting', () => import('./reports/TeamBettingPanel'));
const TeamProfitPanel = lazyComponent('agent-teamProfit', () => import('./reports/TeamProfitPanel'));
const IncomePanel = lazyComponent('agent-income', () => import('./reports/IncomePanel'));
const TeamTransactionsPanel = lazyComponent('agent-teamTransactions', () => import('./reports/TeamTransactionsPanel'));
const SettlementPanel = lazyComponent('agent-settlement', () => import('./reports/SettlementPanel'));
const ContractsPanel = lazyComponent('agent-contracts', () => import('./contracts/ContractsPanel'));
const RealTimeSalaryPanel = lazyComponent('agent-realTimeSalary', () => import('./contracts/RealTimeSalaryPanel'));

/** Each item's panel chunk and the locale parts it reads besides the centre's own (agent, records). */
const ITEM_CHUNKS: Partial<Record<AgentCentreItem, [{ preload: () => Promise<unknown> }, ...string[]]>> = {
  agentTeamOverview: [OverviewPanel],
  registerCentre: [RegisterCentrePanel],
  downlineManagement: [TeamPanel, 'money'],
  teamBetting: [TeamBettingPanel, 'reports'],
  downlineProfit: [TeamProfitPanel, 'reports'],
  agentRevenue: [IncomePanel, 'reports'],
  downlineTransactions: [TeamTransactionsPanel, 'reports'],
  myContracts: [ContractsPanel, 'contracts', 'reports'],
  dividendRecord: [SettlementPanel, 'reports'],
  dailyWages: [SettlementPanel, 'reports'],
  hourlySalary: [SettlementPanel, 'reports'],
  realTimeSalary: [RealTimeSalaryPanel, 'reports'],
};

/** What opening an item asks for first: its panel's chunk, texts and first replies (an agent's only); the promise: all settled. */
function preloadItem(item: string, queryClient: QueryClient): Promise<unknown> {
  const [panel, ...parts] = ITEM_CHUNKS[item as AgentCentreItem] ?? [];
  return Promise.allSettled([
    panel?.preload(),
    loadLocaleParts(...parts),
    access(session, 'agent') === 'ok' ? prefetchFirstReplies(item, queryClient) : undefined,
  ]);
}

/**
 * The dialog host's preload (DialogHost): the centre about to open on an item (the overview by
 * default). Its panels write dates: the language's date formats are made now too (the first
 * loads the browser's date data).
 */
export function preload(params: { item?: string } | undefined, queryClient: QueryClient): Promise<unknown> {
  dates(i18n.language);
  return preloadItem(params?.item ?? 'agentTeamOverview', queryClient);
}

/**
 * The announcements, numbered and paged, read in place; `onLeave` closes what they are read in
 * when a promotion link is followed. The announcements feature has it: the app gives it to the
 * centre (src/app/shell/DialogHost.tsx), as a feature never imports another.
 */
export type AnnouncementListView = ComponentType<{ items: readonly AnnouncementItem[]; onLeave: () => void }>;

export interface AgentCentreProps {
  /** Lists the player announcements of the Announcement item. */
  announcementList: AnnouncementListView;
}

/** The home-state flags enableCt, salary, hourSalary and real-time salary, read from the consolidated contract flags. */
export function agentFlags(funds: ConsolidatedFunds | undefined) {
  return {
    enableCt: funds?.divtypeinfo === 1,
    salary: funds?.dailysalinfotype === 1 || funds?.contractmrdailysalinfotype === 1,
    hourSalary: funds?.contracthoursalinfo === 1,
    realTime: funds?.realtimesalinfotype === 1,
  };
}

/** The reports' texts (locales/reports/) come with the first report opened. */
function Reports({ children }: { children: ReactNode }) {
  useLocalePart('reports');
  return <>{children}</>;
}

function panelOf(item: AgentCentreItem, search: string | undefined, open: OpenItem, announcementList: AnnouncementListView): ReactNode {
  switch (item) {
    case 'announcement':
      return <Announcement list={announcementList} />;
    case 'agentTeamOverview':
      return <OverviewPanel />;
    case 'registerCentre':
      return <RegisterCentrePanel onOpen={open} />;
    case 'downlineManagement':
      return <TeamPanel key={search ?? ''} search={search} />;
    case 'teamBetting':
      return (
        <Reports>
          <TeamBettingPanel />
        </Reports>
      );
    case 'downlineProfit':
      return (
        <Reports>
          <TeamProfitPanel />
        </Reports>
      );
    case 'agentRevenue':
      return (
        <Reports>
          <IncomePanel />
        </Reports>
      );
    case 'downlineTransactions':
      return (
        <Reports>
          <TeamTransactionsPanel />
        </Reports>
      );
    case 'myContracts':
      return <ContractsPanel key={search ?? ''} kind={search} />;
    case 'dividendRecord':
      return (
        <Reports>
          <SettlementPanel kind="dividend" />
        </Reports>
      );
    case 'dailyWages':
      return (
        <Reports>
          <SettlementPanel kind="daily" />
        </Reports>
      );
    case 'hourlySalary':
      return (
        <Reports>
          <SettlementPanel kind="hourly" />
        </Reports>
      );
    case 'realTimeSalary':
      return (
        <Reports>
          <RealTimeSalaryPanel />
        </Reports>
      );
  }
}

/** The player announcements (spec section 2), read in place. */
function Announcement({ list: List }: { list: AnnouncementListView }) {
  const { t } = useTranslation();
  const query = useQuery(announcementsOptions());
  return (
    <div className="records-panel">
      <h3>{t('agentCentre.item.announcement')}</h3>
      <QueryView query={query} isEmpty={(d) => !d.value.player?.length} empty={t('announcements.empty')}>
        {(data) => <List items={data.value.player ?? []} onLeave={() => closeDialog('agentCentre')} />}
      </QueryView>
    </div>
  );
}

/**
 * The agent centre (opens on the team overview, or on the item it is asked for). Only for agents:
 * the user menu already refuses others; a session that is not an agent's gets the same message here.
 */
export default function AgentCentre({ announcementList }: AgentCentreProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(session);
  if (access(snap, 'agent') !== 'ok') {
    return <NoticeView id="ac-refused" title={t('agentCentre.title')} text={t('in_need_true_account')} />;
  }
  return <Centre announcementList={announcementList} />;
}

function Centre({ announcementList }: AgentCentreProps) {
  const { t } = useTranslation();
  // The panels' texts: the agent's own, and the records' (periods, game types) which they share.
  useLocaleParts('agent', 'records');
  const funds = useGetConsolidatedFunds();
  const flags = agentFlags(funds.data?.value);
  const shown = AGENT_CENTRE_ITEMS.filter((item) => {
    if (item === 'dividendRecord') return flags.enableCt;
    if (item === 'dailyWages') return flags.salary;
    if (item === 'hourlySalary') return flags.hourSalary;
    if (item === 'realTimeSalary') return flags.realTime;
    return true;
  });
  const params = useSnapshot(dialogs).params.agentCentre;
  const asked = params?.item as AgentCentreItem | undefined;
  const opening: AgentCentreItem = asked && AGENT_CENTRE_ITEMS.includes(asked) ? asked : 'agentTeamOverview';
  const [chosen, setChosen] = useState<{ item: AgentCentreItem; search?: string | undefined; params: typeof params }>({ item: opening, params });
  // Opened again on another item while open: that item.
  if (chosen.params !== params) setChosen({ item: opening, params });
  const current = chosen.params === params ? chosen.item : opening;
  // Another item keeps the current panel on screen, marked busy, until the next one is ready.
  const [switching, startSwitch] = useTransition();
  const queryClient = useQueryClient();
  const open: OpenItem = (item, search) => startSwitch(() => setChosen({ item, search, params }));
  const waiting = waitingKinds(funds.data?.value);
  const items = shown.map((id) => ({ id, label: t(`agentCentre.item.${id}`), badge: id === 'myContracts' ? waiting.length : undefined }));
  return (
    <SideMenuLayout
      items={items}
      current={current}
      busy={switching}
      onSelect={(id) => open(id as AgentCentreItem)}
      onIntent={(id) => preloadItem(id, queryClient)}
      label={t('agentCentre.title')}
    >
      <ContractNotices waiting={waiting} onReview={(kind) => open('myContracts', kind)} />
      <Suspense fallback={<LoadingView />}>{panelOf(current, chosen.search, open, announcementList)}</Suspense>
    </SideMenuLayout>
  );
}

/**
 * Above every panel: the agent's account frozen for an unpaid dividend (until when), and a prompt
 * for each kind whose offer waits for the agent's answer, opening My contracts on that kind.
 * Their reads never hold the panels back: the notices show when their answers come.
 */
function ContractNotices({ waiting, onReview }: { waiting: readonly ContractKind[]; onReview: (kind: ContractKind) => void }) {
  const { t } = useTranslation();
  const when = useDates().moment;
  const queryClient = useQueryClient();
  // Asked again at every opening of the centre: a freeze starts when the platform forces a dividend.
  const dividend = useGetContractDividendInfo({ query: { staleTime: 0 } }).data?.value;
  return (
    <>
      {dividend?.frozen ? (
        <p className="agent-frozen" role="alert">
          {dividend.frozenUntil ? t('agent.contracts.frozen_until', { time: when.format(dividend.frozenUntil) }) : t('agent.contracts.frozen')}
        </p>
      ) : null}
      <div className="agent-offers" role="status">
        {waiting.map((kind) => (
          <p key={kind} className="agent-offer">
            <span id={`agent-offer-${kind}`}>{t(`agent.contracts.offer_waiting.${kind}`)}</span>
            <button
              type="button"
              className="button button--small button--primary"
              onClick={() => onReview(kind)}
              aria-describedby={`agent-offer-${kind}`}
              {...intentProps(() => preloadItem('myContracts', queryClient))}
            >
              {t('agent.contracts.review')}
            </button>
          </p>
        ))}
      </div>
    </>
  );
}

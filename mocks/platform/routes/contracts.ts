/**
 * The contract routes (docs/design/contracts.md): offers, the accept / reject / cancel steps,
 * each kind's contract info, the history, paying a dividend and the real-time salary. Every
 * call is refused to a non-agent (403 `agent.only`); a contract is only ever the caller's own,
 * as upline or downline (400 `contract.not.found` otherwise).
 */

import { isAgent } from '../accounts';
import { payDividend } from '../agency';
import { ceilingOf, contractsOf, type Decision, decideContract, offerContract, REALTIME_STEP, type StepError, topRates, wouldTerminate } from '../contracts';
import { now } from '../core/clock';
import {
  badParam,
  enumParam,
  type Failure,
  fail,
  isFailure,
  needAccount,
  ok,
  pageOf,
  type RouteContext,
  type Routes,
  requiredRange,
  str,
} from '../core/context';
import { round2 } from '../core/ledger';
import { CONTRACT_KINDS, type ContractKind, type MockAccount, type PlatformState, type SalaryPeriod, type StoredContract } from '../core/state';
import { childrenIndex } from '../team';

const MESSAGES: Record<StepError | 'settlement.not.due' | 'wallet.insufficient.balance', [number, string]> = {
  request_param_err: [400, 'Request parameter error'],
  'contract.tiers.invalid': [400, 'The tiers must rise: each needs more bets and pays at least the rate before it'],
  'contract.rate.above.own': [400, 'The rate is above the one you may offer'],
  'contract.offer.pending': [400, 'An offer to this downline is already waiting for an answer'],
  'contract.downline.not.agent': [400, 'Contracts are signed with downline agents only'],
  'agent.downline.not.direct': [403, 'Only your direct downlines can be offered a contract'],
  'account.frozen': [400, 'Your account is frozen: it cannot offer contracts'],
  'contract.not.found': [400, 'No such contract of yours'],
  'contract.state.invalid': [400, 'The contract cannot take this step now'],
  'contract.higher.rate.confirm': [400, 'Accepting ends contracts you gave at a higher rate: confirm it first'],
  'settlement.not.due': [400, 'This dividend is not owed by you'],
  'wallet.insufficient.balance': [400, 'Insufficient balance'],
};

const failWith = (code: keyof typeof MESSAGES): Failure => fail(MESSAGES[code][0], code, MESSAGES[code][1]);

function agentOf(ctx: RouteContext): MockAccount | Failure {
  const a = needAccount(ctx);
  if (isFailure(a)) return a;
  return isAgent(a) ? a : fail(403, 'agent.only', 'Only agents can use this function');
}

const ref = (c: StoredContract) => ({ contractId: c.contractId, kind: c.kind, upline: c.upline, downline: c.downline, ...topRates(c) });

/** A contract as the contract shows it: the tiers' least amounts, and for a pending offer what accepting it ends. */
function view(state: PlatformState, c: StoredContract) {
  const ending = c.status === 'PENDING' ? wouldTerminate(state, c) : [];
  return {
    contractId: c.contractId,
    kind: c.kind,
    upline: c.upline,
    downline: c.downline,
    status: c.status,
    ...(c.salaryPeriod ? { salaryPeriod: c.salaryPeriod } : {}),
    tiers: c.tiers.map((t) => (c.kind === 'DAILY' || c.kind === 'HOURLY' ? { ...t, amount: round2((t.periodBet * t.rate) / 100) } : { ...t })),
    createTime: c.createTime,
    updateTime: c.updateTime,
    ...(c.startTime !== undefined ? { startTime: c.startTime } : {}),
    ...(c.endTime !== undefined ? { endTime: c.endTime } : {}),
    ...(c.endedBy ? { endedBy: c.endedBy } : {}),
    ...(c.endReason ? { endReason: c.endReason } : {}),
    ...(c.replacesContractId ? { replacesContractId: c.replacesContractId } : {}),
    downlineHigherRate: ending.length > 0 ? 'Y' : 'N',
    wouldTerminate: ending.map(ref),
  };
}

function offerRoute(kind: ContractKind) {
  return (ctx: RouteContext) => {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const downline = str(ctx.body.downline);
    if (!downline) return badParam('downline');
    const salaryPeriod = ctx.body.salaryPeriod as SalaryPeriod | undefined;
    if (salaryPeriod !== undefined && !['D', 'W', 'H', 'M'].includes(salaryPeriod)) return badParam('salaryPeriod');
    const result = offerContract(ctx.state, a, kind, { downline, ...(salaryPeriod ? { salaryPeriod } : {}), tiers: ctx.body.tiers }, now(ctx.state));
    return typeof result === 'string' ? failWith(result) : ok(view(ctx.state, result), 'Contract offered');
  };
}

function processRoute(kind: ContractKind, idField: 'contractId' | 'id') {
  return (ctx: RouteContext) => {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const contractId = str(ctx.body[idField]);
    if (!contractId) return badParam(idField);
    const status = ctx.body.status as Decision;
    if (!['A', 'R', 'C'].includes(status)) return badParam('status');
    const confirm = ctx.body.confirmTerminate;
    if (confirm !== undefined && typeof confirm !== 'boolean') return badParam('confirmTerminate');
    const result = decideContract(ctx.state, a.username, kind, contractId, status, confirm === true, now(ctx.state));
    if (typeof result === 'string') return failWith(result);
    const message =
      status === 'A'
        ? 'Contract accepted'
        : status === 'R'
          ? 'Contract rejected'
          : result.contract.status === 'WITHDRAWN'
            ? 'Offer withdrawn'
            : 'Contract terminated';
    return ok({ contract: view(ctx.state, result.contract), terminated: result.terminated.map((c) => view(ctx.state, c)) }, message);
  };
}

const live = (c: StoredContract) => c.status === 'PENDING' || c.status === 'ACTIVE';
const newestFirst = (x: StoredContract, y: StoredContract) => y.updateTime - x.updateTime;

function infoRoute(kind: ContractKind) {
  return (ctx: RouteContext) => {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const list = contractsOf(ctx.state).list.filter((c) => c.kind === kind && live(c));
    const mine = list.filter((c) => c.upline === a.username);
    const downlines = (childrenIndex(ctx.state).get(a.username) ?? []).filter(isAgent).map((d) => {
      const active = mine.find((c) => c.downline === d.username && c.status === 'ACTIVE');
      const pending = mine.find((c) => c.downline === d.username && c.status === 'PENDING');
      return {
        username: d.username,
        memberType: d.type,
        ...(active ? { contractId: active.contractId } : {}),
        ...(pending ? { pendingId: pending.contractId } : {}),
      };
    });
    return ok({
      kind,
      asDownline: list
        .filter((c) => c.downline === a.username)
        .sort(newestFirst)
        .map((c) => view(ctx.state, c)),
      asUpline: mine.sort(newestFirst).map((c) => view(ctx.state, c)),
      downlines,
      ceiling: ceilingOf(ctx.state, a.username, kind),
      frozen: a.status === 'FROZEN' && a.frozenReason === 'DIVIDEND_UNPAID',
      frozenUntil: a.frozenReason === 'DIVIDEND_UNPAID' ? (a.frozenUntil ?? null) : null,
    });
  };
}

export const contractRoutes: Routes = {
  offerDividendContract: offerRoute('DIVIDEND'),
  offerDailySalaryContract: offerRoute('DAILY'),
  offerHourSalaryContract: offerRoute('HOURLY'),
  offerRealTimeSalaryContract: offerRoute('REALTIME'),
  processContractDividend: processRoute('DIVIDEND', 'contractId'),
  processDailySalaryContract: processRoute('DAILY', 'id'),
  processContractHourSalary: processRoute('HOURLY', 'contractId'),
  processRealTimeSalaryContract: processRoute('REALTIME', 'contractId'),
  getContractDividendInfo: infoRoute('DIVIDEND'),
  getContractDailySalInfo: infoRoute('DAILY'),
  getContractHourSalaryInfo: infoRoute('HOURLY'),
  getRealTimeSalaryContractInfo: infoRoute('REALTIME'),

  getContractHistory(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const kind = enumParam(ctx, 'kind', CONTRACT_KINDS);
    if (kind === null) return badParam('kind');
    const role = enumParam(ctx, 'role', ['UPLINE', 'DOWNLINE'] as const);
    if (role === null) return badParam('role');
    const rows = contractsOf(ctx.state)
      .events.filter(
        (e) => (!kind || e.kind === kind) && ((role !== 'DOWNLINE' && e.upline === a.username) || (role !== 'UPLINE' && e.downline === a.username)),
      )
      .slice()
      .reverse();
    return pageOf(ctx, rows, (e) => e);
  },

  payDividend(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const recordId = str(ctx.body.recordId);
    if (!recordId) return badParam('recordId');
    const result = payDividend(ctx.state, a.username, recordId, now(ctx.state));
    if (typeof result === 'string') return failWith(result);
    const { kind: _kind, ...record } = result;
    return ok(record, 'Dividend paid');
  },

  getRealTimeSalary(ctx) {
    const a = agentOf(ctx);
    if (isFailure(a)) return a;
    const range = requiredRange(ctx);
    if (isFailure(range)) return range;
    if (range.end - range.start > 31 * 86_400_000) return badParam('endTime');
    const role = enumParam(ctx, 'role', ['UPLINE', 'DOWNLINE'] as const);
    if (role === null) return badParam('role');
    const s = contractsOf(ctx.state);
    const rows = s.wages
      .filter(
        (w) =>
          w.settledAt >= range.start &&
          w.settledAt <= range.end &&
          ((role !== 'DOWNLINE' && w.upline === a.username) || (role !== 'UPLINE' && w.downline === a.username)),
      )
      .slice()
      .reverse();
    const sum = (type: 'PROFIT' | 'LOSS') => round2(rows.reduce((total, w) => (w.wageType === type && w.status === 'PAID' ? total + w.amount : total), 0));
    const profitWages = sum('PROFIT');
    const lossWages = sum('LOSS');
    const rounds = new Set(rows.filter((w) => w.status === 'PAID').map((w) => `${w.gameName}|${w.roundNo}`)).size;
    return pageOf(ctx, rows, (w) => w, {
      totals: { profitWages, lossWages, total: round2(profitWages + lossWages), rounds },
      lastSettlement: s.nextRealtime ? s.nextRealtime - REALTIME_STEP : null,
      nextSettlement: s.nextRealtime || null,
    });
  },
};

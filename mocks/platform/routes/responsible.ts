/** Routes of responsible gaming (tag `responsible`): limits, the reality check, time-outs and self-exclusion. */
import { now } from '../core/clock';
import { badParam, fail, isFailure, needAccount, ok, type RouteContext, type Routes } from '../core/context';
import { isAmount } from '../core/ledger';
import { type ExclusionDuration, type ExclusionKind, LIMIT_PERIODS, type LimitPeriod } from '../core/state';
import {
  changeLimit,
  EXCLUSION_DURATIONS,
  exclude,
  REALITY_CHECK_MINUTES,
  realityCheck,
  responsibleGaming,
  SESSION_MINUTES,
  setRealityCheckInterval,
  settingFor,
} from '../responsible';

/** The caller's session record (a route with a session always has one). */
function sessionOf(ctx: RouteContext) {
  const session = ctx.token ? ctx.state.sessions[ctx.token] : undefined;
  return session ?? fail(401, 'login.not.session', 'Your session has expired, please log in again');
}

export const responsibleRoutes: Routes = {
  getResponsibleGaming(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    return ok(responsibleGaming(ctx.state, a.username, a.currency));
  },

  setGamingLimit(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const limitType = ctx.body.limitType;
    const value = ctx.body.value;
    if (limitType !== 'DEPOSIT' && limitType !== 'LOSS' && limitType !== 'SESSION') return badParam('limitType');
    let period: LimitPeriod | undefined;
    if (limitType === 'SESSION') {
      if (value !== null && !(Number.isInteger(value) && (value as number) >= SESSION_MINUTES.min && (value as number) <= SESSION_MINUTES.max))
        return badParam('value');
    } else {
      if (!LIMIT_PERIODS.includes(ctx.body.period as LimitPeriod)) return badParam('period');
      period = ctx.body.period as LimitPeriod;
      if (value !== null && !isAmount(value)) return badParam('value');
    }
    const change = changeLimit(settingFor(ctx.state, a.username, limitType, period), value as number | null, now(ctx.state));
    return isFailure(change) ? change : ok(change);
  },

  getRealityCheck(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const session = sessionOf(ctx);
    return isFailure(session) ? session : ok(realityCheck(ctx.state, a.username, session, a.currency));
  },

  setRealityCheck(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const session = sessionOf(ctx);
    if (isFailure(session)) return session;
    const minutes = ctx.body.intervalMinutes;
    if (minutes !== null && !REALITY_CHECK_MINUTES.includes(minutes as number)) return badParam('intervalMinutes');
    const time = now(ctx.state);
    setRealityCheckInterval(ctx.state, a.username, minutes as number | null, time);
    return ok(realityCheck(ctx.state, a.username, session, a.currency, time));
  },

  acknowledgeRealityCheck(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const session = sessionOf(ctx);
    if (isFailure(session)) return session;
    // The reply's time is the moment counting starts again: one reading of the clock, not two.
    const time = now(ctx.state);
    session.checkFrom = time;
    return ok(realityCheck(ctx.state, a.username, session, a.currency, time));
  },

  applySelfExclusion(ctx) {
    const a = needAccount(ctx);
    if (isFailure(a)) return a;
    const kind = ctx.body.kind as ExclusionKind;
    const duration = ctx.body.duration as ExclusionDuration;
    if (!Object.hasOwn(EXCLUSION_DURATIONS, kind)) return badParam('kind');
    if (!EXCLUSION_DURATIONS[kind].includes(duration)) return badParam('duration');
    return ok(exclude(ctx.state, a.username, kind, duration));
  },
};
